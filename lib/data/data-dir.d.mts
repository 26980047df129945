export const EMBEDDED_DATABASE: string;
export function storeDirOf(dataDir: string): string;
export function removeUpgradeLeftovers(dataDir: string): Promise<string[]>;
export function lockDataDir(dir: string): Promise<() => Promise<void>>;
