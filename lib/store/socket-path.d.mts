export const MAX_SOCKET_PATH_BYTES: number;

/** The driver's URI for the store on `socketPath`. */
export function storeUri(socketPath: string, database: string): string;

export function openSocketPath(
  dir: string,
  options?: { log?: Pick<Console, "info" | "warn">; pid?: number },
): { path: string; remove(): void };
