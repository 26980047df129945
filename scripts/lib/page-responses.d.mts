/** Types of scripts/lib/page-responses.mjs for its unit test. */
import type { IncomingMessage, ServerResponse } from "node:http";

export function pickEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | null;
export function createPageResponses(options?: { maxBytes?: number; now?: () => number }): {
  wrap(req: IncomingMessage, res: ServerResponse): void;
  serveHeld(req: IncomingMessage, res: ServerResponse): boolean;
  kept(): number;
  held(): number;
};
