/**
 * What `npm start` and `npm run dev` (scripts/start.mjs) run with, from `env`: process.env once
 * the project's .env files are loaded into it (scripts/lib/load-env.mjs).
 *
 * On the embedded database (no MONGODB_URI) the data directory is DATA_DIR (default ./data, both
 * relative to the project folder), and without a JWT_SECRET the token secret is the one kept
 * there (made on first start). With MONGODB_URI every instance needs the same JWT_SECRET, so
 * there is no fallback: this throws.
 */
import path from "node:path";
import { dataDirSecret } from "../../lib/server/secret-file.mjs";

/**
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
export function startSettings(root, env) {
  const dataDir = path.resolve(root, env.DATA_DIR || "data");
  if (!env.JWT_SECRET && env.MONGODB_URI) {
    throw new Error("JWT_SECRET is required when MONGODB_URI is set (at least 32 characters).");
  }
  return {
    port: Number(env.PORT || 3000),
    distDir: env.NEXT_DIST_DIR || ".next",
    dataDir,
    trustProxy: ["true", "1"].includes(env.TRUST_PROXY ?? ""),
    jwtSecret: env.JWT_SECRET || dataDirSecret(dataDir),
    /** the app runs the store on the data directory (neither MONGODB_URI nor MONGOD_BINARY) */
    embeddedStore: !env.MONGODB_URI && !env.MONGOD_BINARY,
  };
}
