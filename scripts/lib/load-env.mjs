/**
 * The project's `.env` files for the scripts, read by Next's own loader (@next/env) so they mean
 * exactly what they mean to Next: `.env.<mode>.local`, `.env.local` (not in test mode),
 * `.env.<mode>`, `.env`, the first file that names a variable wins, and a variable of the real
 * environment wins over every file, even when empty. `.env.example` is never read.
 *
 * Call it first thing, before reading process.env: Next reads the files only once it is loaded,
 * too late for what a script decides before (the port, the data directory, the token secret), and
 * Next, loaded later in the same process, keeps what was loaded here.
 *
 * The mode is "development" for `npm run dev` (`dev: true`) or with NODE_ENV=development, else
 * "production", as for `next build` and `next start`; NODE_ENV=test reads the test files.
 * Returns the names of the files found, most important first.
 */
import nextEnv from "@next/env";

/**
 * @param {string} root
 * @param {{ dev?: boolean }} [options]
 */
export function loadProjectEnv(root, { dev = process.env.NODE_ENV === "development" } = {}) {
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(root, dev, console);
  return loadedEnvFiles.map((file) => file.path);
}
