export const dietPlanScenes = {};
