import "server-only";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The MongoDB-compatible server the app starts itself when MONGODB_URI is not set. It keeps its
 * data in memory; lib/data/durable-store.mjs saves it to the data directory and loads it back.
 *
 * MONGOD_BINARY (a real mongod) is used through mongodb-memory-server-core when given;
 * otherwise the jongodb binary shipped by an npm package (linux x64 glibc only).
 */
export type EmbeddedServer = {
  uri: string;
  kind: "jongodb" | "mongod";
  /** the database process itself (tests kill it to check that the app heals) */
  pid: number | undefined;
  /** stops it on purpose: `onExit` is not called */
  stop: () => Promise<void>;
};

/** `onExit` is called when the server ends without being stopped (a crash, a kill). */
export type EmbeddedOptions = { onExit?: () => void };

const JONGODB_PACKAGE = "@jongodb/memory-server-bin-linux-x64-gnu";
const DATABASE = "dietician";
const START_TIMEOUT_MS = 30_000;

/** Starts it on a free port. */
export async function startEmbeddedServer(
  mongodBinary: string | undefined,
  { onExit }: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  if (mongodBinary) return startMongod(mongodBinary);
  const binary = findJongodb();
  if (!binary) {
    throw new Error(
      `No database configured and no embedded server for ${process.platform}-${process.arch}: ` +
        "set MONGODB_URI to a MongoDB connection string (or MONGOD_BINARY to a local mongod).",
    );
  }
  return startJongodb(binary, onExit);
}

function findJongodb(): string | undefined {
  if (process.platform !== "linux" || process.arch !== "x64") return undefined;
  // Resolved from the working directory at run time: the server bundle must not inline the path.
  const candidates: string[] = [
    path.join(process.cwd(), "node_modules", JONGODB_PACKAGE, "bin", "jongodb"),
  ];
  try {
    const requireFromApp = createRequire(path.join(process.cwd(), "package.json"));
    const pkgName = [JONGODB_PACKAGE, "package.json"].join("/");
    candidates.push(path.join(path.dirname(requireFromApp.resolve(pkgName)), "bin", "jongodb"));
  } catch {
    // not installed (another platform): fall through to "none found"
  }
  return candidates.find((file) => existsSync(file));
}

/**
 * Runs jongodb under a small shell that stops it when our end of its stdin closes, which happens
 * however this process ends. Exit handlers alone miss a process killed by a signal: Next ends
 * its build workers with SIGINT, and a build reads the blogs for the prerendered /blog (lib/public-data.ts).
 * The shell leads its own process group, so a kill of the group reaches jongodb too; and it ends
 * when jongodb ends, so a crash is seen here (the shell says jongodb's pid first). Its stdin is
 * kept as fd 3 for the watcher: a background job of sh gets /dev/null as its stdin.
 */
const STOP_WITH_PARENT = `exec 3<&0
"$0" "$@" <&- 3<&- &
server=$!
echo "JONGODB_PID=$server"
trap 'kill -KILL $server 2>/dev/null; wait $server; exit 0' TERM INT HUP
(read -r _ <&3; kill -KILL $server 2>/dev/null) &
watcher=$!
wait $server
status=$?
kill $watcher 2>/dev/null
exit $status`;

function startJongodb(binary: string, onExit?: () => void): Promise<EmbeddedServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "/bin/sh",
      ["-c", STOP_WITH_PARENT, binary, "--host=127.0.0.1", "--port=0", `--database=${DATABASE}`],
      {
        stdio: ["pipe", "pipe", "pipe"],
        detached: true,
      },
    );
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // already gone
      }
    };
    process.once("exit", killGroup);
    let output = "";
    const timer = setTimeout(
      () =>
        fail(new Error(`Embedded database did not start within ${START_TIMEOUT_MS} ms: ${output}`)),
      START_TIMEOUT_MS,
    );

    function fail(error: Error) {
      clearTimeout(timer);
      killGroup();
      process.off("exit", killGroup);
      reject(error);
    }

    child.once("error", fail);
    child.once("exit", (code) =>
      fail(new Error(`Embedded database exited early (code ${code}): ${output}`)),
    );
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /JONGODB_URI=(\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.removeAllListeners("exit");
      child.stdout?.removeAllListeners("data");
      child.stdout?.resume();
      const server = {
        uri: match[1],
        kind: "jongodb" as const,
        pid: Number(/JONGODB_PID=(\d+)/.exec(output)?.[1]) || undefined,
        stopped: false,
        stop: () => {
          server.stopped = true;
          return stopChild(child, killGroup);
        },
      };
      child.once("exit", () => {
        process.off("exit", killGroup);
        if (!server.stopped) onExit?.();
      });
      resolve(server);
    });
  });
}

function stopChild(child: ChildProcess, exitHook: () => void): Promise<void> {
  process.off("exit", exitHook);
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

async function startMongod(systemBinary: string): Promise<EmbeddedServer> {
  const { MongoMemoryServer } = await import("mongodb-memory-server-core");
  const server = await MongoMemoryServer.create({
    binary: { systemBinary },
    instance: { ip: "127.0.0.1", dbName: DATABASE },
  });
  const stopOnExit = () => void server.stop();
  process.once("exit", stopOnExit);
  return {
    uri: server.getUri(DATABASE),
    kind: "mongod",
    pid: server.instanceInfo?.instance.mongodProcess?.pid,
    stop: async () => {
      process.off("exit", stopOnExit);
      await server.stop();
    },
  };
}
