type Log = Pick<Console, "error" | "info" | "warn">;

export type StoreServer = {
  /** the Unix domain socket it listens on (no TCP) */
  socketPath: string;
  loaded: { documents: number; collections: number; ms: number };
  close(): Promise<void>;
};

/** Starts the store in this process (tests, benchmarks); the app runs it as a child (start.mjs). */
export function startStoreServer(options: {
  dir: string;
  /** where to listen (default: store-<pid>.sock in `dir`, socket-path.mjs) */
  socket?: string;
  legacyDir?: string;
  database?: string;
  ephemeral?: boolean;
  ttlIntervalMs?: number;
  log?: Log;
  onFatal?: (error: Error) => void;
}): Promise<StoreServer>;
