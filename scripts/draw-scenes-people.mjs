export const galleryScenes = {};
export const aboutScenes = {};
export const yogaScenes = {};
