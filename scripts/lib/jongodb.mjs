/**
 * jongodb, the embedded database of earlier versions (a Java binary from an npm package, Linux
 * x64 only), started for a side-by-side measurement only (scripts/bench/store.mjs): the app no
 * longer runs on it (packages/store/README.md).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** @param {string} root */
export function jongodbBinary(root) {
  const binary = path.join(
    root,
    "node_modules/@jongodb/memory-server-bin-linux-x64-gnu/bin/jongodb",
  );
  return existsSync(binary) ? binary : null;
}

/**
 * Starts jongodb on a free port: { uri, pid, stop() }.
 * @param {string} binary
 * @param {string} database
 * @returns {Promise<{ uri: string, pid: number | undefined, stop: () => Promise<void> }>}
 */
export function startJongodb(binary, database) {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["--host=127.0.0.1", "--port=0", `--database=${database}`], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`jongodb did not start: ${output}`)), 60_000);
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const uri = /JONGODB_URI=(\S+)/.exec(output)?.[1];
      if (!uri) return;
      clearTimeout(timer);
      child.stdout.removeAllListeners("data");
      child.stdout.resume();
      resolve({
        uri,
        pid: child.pid,
        stop: () =>
          new Promise(
            /** @param {(value?: void) => void} done */ (done) => {
              if (child.exitCode !== null) return done();
              child.once("exit", () => done());
              child.kill("SIGKILL");
            },
          ),
      });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`jongodb exited (${code}): ${output}`)));
  });
}
