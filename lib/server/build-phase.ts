/** True inside `next build` (prerendering included), false when the app serves requests. */
export const isBuilding = (): boolean => process.env.NEXT_PHASE === "phase-production-build";
