export function dataDirSecret(dataDir: string, options?: { create?: boolean }): string;
