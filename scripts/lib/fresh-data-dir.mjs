import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** An empty data directory (DATA_DIR) for a server a script starts, so it never touches ./data. */
export const freshDataDir = (/** @type {string} */ label) =>
  mkdtempSync(path.join(tmpdir(), `dietician-${label}-`));
