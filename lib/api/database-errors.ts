/** Driver and Mongoose errors that mean "the database cannot be reached right now" (answered 503). */
const UNAVAILABLE_NAMES = new Set([
  "MongooseServerSelectionError",
  "MongoServerSelectionError",
  "MongoNetworkError",
  "MongoNetworkTimeoutError",
  "MongoNotConnectedError",
  "MongoTopologyClosedError",
  "MongoPoolClearedError",
  "MongoServerClosedError",
  "MongoExpiredSessionError",
]);

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (UNAVAILABLE_NAMES.has(error.name)) return true;
  // Mongoose with bufferCommands: false, before the first connection (or after a failed one)
  if (/before initial connection is complete|Connection was force closed|connection .* closed/i.test(error.message)) return true;
  if (/^Embedded database|no embedded server/i.test(error.message)) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

export const isDuplicateKey = (error: unknown) => (error as { code?: number } | null)?.code === 11000;
