export type StoreProcess = {
  /** the Unix domain socket it listens on (no TCP) */
  socketPath: string;
  /** the driver's URI for `database` on it */
  uri(database: string): string;
  pid: number | undefined;
  /** stops it on purpose (a last commit, then exit): `onExit` is not called */
  stop(): Promise<void>;
};

export function startStoreProcess(options: {
  /** lib/store/server.mjs */
  serverPath: string;
  /** the store's folder (its SQLite file) */
  dir: string;
  /** a data directory whose older-version files are imported once */
  legacyDir?: string;
  /** the database the imported documents go into */
  database?: string;
  /** read the file but never write it (a build's copy) */
  ephemeral?: boolean;
  /** called when it ends without being stopped (a crash, a kill) */
  onExit?: (code: number | null) => void;
  log?: Pick<Console, "error" | "info">;
  startTimeoutMs?: number;
}): Promise<StoreProcess>;
