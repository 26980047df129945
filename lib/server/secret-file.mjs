/**
 * The token secret of the embedded mode, kept in the data directory (file mode 0600) so that admin
 * sessions and the cancel links already emailed stay valid across restarts. With MONGODB_URI the
 * secret comes from JWT_SECRET instead, the same on every instance.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret saved in `dataDir`, made and saved on first use unless `create` is false.
 * @param {string} dataDir
 * @param {{ create?: boolean }} [options]
 */
export function dataDirSecret(dataDir, { create = true } = {}) {
  const file = path.join(dataDir, "secret");
  try {
    const saved = readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return saved;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") throw error;
  }
  const secret = randomBytes(48).toString("base64url");
  if (!create) return secret;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim(); // another process made it first
  }
}
