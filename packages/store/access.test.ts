import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newStoreDir } from "./test/store";
import { MAX_SOCKET_PATH_BYTES } from "./socket-path.mjs";
import { startStoreProcess, type StoreProcess } from "./start.mjs";

const SERVER = path.join(import.meta.dirname, "server.mjs");
const quiet = { info: () => {}, error: () => {} };

let nodeCopyDir: string | undefined;

/**
 * A node binary `nobody` may run: ours can sit under a folder only its user opens (CI's
 * `/root/.npm/_npx/…`), so a copy goes to a world-readable temporary folder.
 */
function nodeForNobody(): string {
  if (!nodeCopyDir) {
    nodeCopyDir = mkdtempSync(path.join(tmpdir(), "node-for-nobody-"));
    chmodSync(nodeCopyDir, 0o755);
    copyFileSync(process.execPath, path.join(nodeCopyDir, "node"));
    chmodSync(path.join(nodeCopyDir, "node"), 0o755);
  }
  return path.join(nodeCopyDir, "node");
}

/** What a process of another OS user (`nobody`) gets when it opens the socket: an error code or "connected". */
function connectAsNobody(socketPath: string): Promise<string> {
  const uid = Number(execFileSync("id", ["-u", "nobody"]).toString());
  const gid = Number(execFileSync("id", ["-g", "nobody"]).toString());
  const script = `
    const socket = require("node:net").connect(process.argv[1]);
    socket.on("connect", () => { console.log("connected"); socket.destroy(); });
    socket.on("error", (error) => console.log(error.code));`;
  return new Promise((resolve, reject) => {
    const child = spawn(nodeForNobody(), ["-e", script, socketPath], {
      uid,
      gid,
      cwd: "/",
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.once("error", reject);
    child.once("exit", () => resolve(out.trim()));
  });
}

/** The inodes of the sockets process `pid` holds open. */
function socketInodes(pid: number): Set<string> {
  const fds = readdirSync(`/proc/${pid}/fd`);
  const inodes = new Set<string>();
  for (const fd of fds) {
    try {
      const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** The TCP sockets (v4 and v6) among `inodes`, as /proc/net lines. */
function tcpSockets(inodes: Set<string>): string[] {
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((table) =>
    readFileSync(table, "utf8")
      .split("\n")
      .slice(1)
      .filter((line) => inodes.has(line.trim().split(/\s+/)[9] ?? "")),
  );
}

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("who can reach the store", () => {
  let dataDir: string;
  let store: StoreProcess;
  beforeAll(async () => {
    dataDir = newStoreDir();
    store = await startStoreProcess({
      serverPath: SERVER,
      dir: path.join(dataDir, "store"),
      log: quiet,
    });
  });
  afterAll(async () => {
    await store?.stop();
    if (nodeCopyDir) rmSync(nodeCopyDir, { recursive: true, force: true });
  });

  it("listens on a socket in the store folder, for its user only, and on no TCP port", async () => {
    const storeDir = path.join(dataDir, "store");
    expect(store.socketPath).toBe(path.join(storeDir, `store-${store.pid}.sock`));
    expect(statSync(store.socketPath).isSocket()).toBe(true);
    expect(modeOf(store.socketPath)).toBe(0o600);
    expect(modeOf(storeDir)).toBe(0o700);

    const inodes = socketInodes(store.pid!);
    expect(inodes.size).toBeGreaterThan(0);
    expect(tcpSockets(inodes)).toEqual([]);
    const unix = readFileSync("/proc/net/unix", "utf8").split("\n");
    expect(unix.some((line) => line.endsWith(` ${store.socketPath}`))).toBe(true);

    const client = await new mongoose.mongo.MongoClient(store.uri("app")).connect();
    try {
      await client.db().collection("people").insertOne({ name: "Asha" });
      expect(await client.db().collection("people").countDocuments()).toBe(1);
      // a connected client adds no TCP socket either
      expect(tcpSockets(socketInodes(store.pid!))).toEqual([]);
    } finally {
      await client.close();
    }
  });

  it("refuses a process of another OS user (EACCES)", async () => {
    expect(await connectAsNobody(store.socketPath)).toBe("EACCES");
  });

  it("falls back to a private temporary folder when the store folder's path is too long", async () => {
    const deep = path.join(newStoreDir(), "d".repeat(60), "e".repeat(60), "store");
    mkdirSync(deep, { recursive: true });
    const lines: string[] = [];
    const long = await startStoreProcess({
      serverPath: SERVER,
      dir: deep,
      log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
    });
    try {
      expect(Buffer.byteLength(path.join(deep, "store-1.sock"))).toBeGreaterThan(
        MAX_SOCKET_PATH_BYTES,
      );
      const folder = path.dirname(long.socketPath);
      expect(path.dirname(folder)).toBe(path.resolve(tmpdir()));
      expect(modeOf(folder)).toBe(0o700);
      expect(modeOf(long.socketPath)).toBe(0o600);
      expect(lines.join("\n")).toContain("too long for a socket");
      expect(tcpSockets(socketInodes(long.pid!))).toEqual([]);
      expect(await connectAsNobody(long.socketPath)).toBe("EACCES");
      const client = await new mongoose.mongo.MongoClient(long.uri("app")).connect();
      expect((await client.db().command({ ping: 1 })).ok).toBe(1);
      await client.close();
    } finally {
      await long.stop();
    }
    // the private folder goes with the store
    expect(() => statSync(path.dirname(long.socketPath))).toThrow(/ENOENT/);
  });
});
