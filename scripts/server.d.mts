/** Types of scripts/server.mjs for the TypeScript that imports it (its unit test). */
import type { IncomingMessage, ServerResponse } from "node:http";

export function sendHeadersOnce(res: ServerResponse): void;
export function useSocketAddress(req: IncomingMessage): void;
export function hasMalformedPath(req: IncomingMessage): boolean;
export function serve(options: {
  root: string;
  distDir: string;
  port: number;
  trustProxy: boolean;
}): Promise<void>;
