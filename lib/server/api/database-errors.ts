/** Driver and Mongoose errors that mean "the database cannot be reached right now" (answered 503). */
const UNAVAILABLE_NAMES = new Set([
  "MongooseServerSelectionError",
  "MongoServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
  "MongoClientClosedError", // an operation in flight when the embedded database is replaced
  "MongoPoolClearedError",
  "MongoServerClosedError",
  "MongoExpiredSessionError",
  "DatabaseRestartingError", // lib/server/db.ts, while the embedded database starts again
  "DatabaseClosedError", // lib/server/db.ts, once the process has stopped its database
]);

/** Server codes for a server shutting down, stepping down or unreachable. */
const UNAVAILABLE_CODES = new Set([6, 7, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436]);
const UNAVAILABLE_LABELS = ["RetryableWriteError", "ResetPool", "TransientTransactionError"];
/**
 * Socket errors the driver sometimes lets through unwrapped when the server goes away mid-write
 * (seen: EPIPE "This socket has been ended by the other party"). The API talks to no other
 * server, and a client's own abort is answered before it reaches here (lib/server/api/body.ts).
 */
const SOCKET_CODES = new Set([
  "EPIPE",
  "ECONNRESET",
  "ECONNREFUSED",
  "ETIMEDOUT",
  "ENOTCONN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (UNAVAILABLE_NAMES.has(error.name)) return true;
  const { code, errorLabelSet } = error as { code?: unknown; errorLabelSet?: Set<string> };
  if (typeof code === "number" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof code === "string" && SOCKET_CODES.has(code)) return true;
  if (errorLabelSet instanceof Set && UNAVAILABLE_LABELS.some((label) => errorLabelSet.has(label)))
    return true;
  // Mongoose with bufferCommands: false, before the first connection (or after a failed one)
  if (
    /before initial connection is complete|Connection was force closed|connection .* closed/i.test(
      error.message,
    )
  )
    return true;
  if (/^Embedded database|no embedded server/i.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const isDuplicateKey = (error: unknown) =>
  (error as { code?: number } | null)?.code === 11000;
