import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The app started as `npm start` starts it (scripts/start.mjs, the production build the e2e run
 * made), on a port and data directory of its own, for tests that stop, kill and restart it.
 */
export type AppProcess = {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  /** everything it wrote to stdout and stderr so far */
  output: () => string;
};

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), "dietician-durability-"));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startApp(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    // its own process group, so a test can kill -9 the whole tree at once
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      JWT_SECRET: "", // the data directory's own secret
      MONGODB_URI: "",
      FORM_MIN_SECONDS: "0",
      SMTP_URL: "", // emails are written to the log, where the tests read the cancel links
      ...env,
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const app = { baseURL, dataDir, process: child, output: () => output };
  await waitForHealth(app, 60_000);
  return app;
}

async function waitForHealth(app: AppProcess, timeoutMs: number): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    if (app.process.exitCode !== null) throw new Error(`The app exited:\n${app.output()}`);
    const ok = await fetch(`${app.baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy:\n${app.output()}`);
}

/** Resolves with the exit code once the app process has ended. */
export function exited(app: AppProcess): Promise<number | null> {
  if (app.process.exitCode !== null || app.process.signalCode !== null)
    return Promise.resolve(app.process.exitCode);
  return new Promise((resolve) => app.process.once("exit", (code) => resolve(code)));
}

/** kill -9 of the app's whole process group (nothing when it has ended already). */
export function killTree(app: AppProcess): void {
  try {
    process.kill(-app.process.pid!, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** Process ids below `pid` whose command name is `name` (Linux /proc). */
export function descendantsNamed(pid: number, name: string): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parents.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // it ended while we looked
    }
  }
  const below = (candidate: number): boolean => {
    for (let p = parents.get(candidate); p && p > 1; p = parents.get(p)) if (p === pid) return true;
    return false;
  };
  return [...names].filter(([id, comm]) => comm === name && below(id)).map(([id]) => id);
}

export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
