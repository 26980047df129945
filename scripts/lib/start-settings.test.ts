import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSettings } from "./start-settings.mjs";

let project = "";
afterEach(() => rmSync(project, { recursive: true, force: true }));
const freshProject = () => (project = mkdtempSync(path.join(tmpdir(), "start-settings-")));

describe("startSettings (what scripts/start.mjs runs with)", () => {
  it("defaults: port 3000, ./data with its own secret (made once), no proxy trusted", () => {
    const root = freshProject();
    const settings = startSettings(root, {});
    expect(settings).toEqual({
      port: 3000,
      distDir: ".next",
      dataDir: path.join(root, "data"),
      trustProxy: false,
      jwtSecret: readFileSync(path.join(root, "data", "secret"), "utf8").trim(),
      embeddedStore: true,
    });
    expect(startSettings(root, {}).jwtSecret).toBe(settings.jwtSecret);
  });

  it("takes PORT, DATA_DIR (relative to the project), NEXT_DIST_DIR, TRUST_PROXY and JWT_SECRET", () => {
    const root = freshProject();
    const settings = startSettings(root, {
      PORT: "4100",
      DATA_DIR: "state",
      NEXT_DIST_DIR: ".next-x",
      TRUST_PROXY: "true",
      JWT_SECRET: "a-secret-of-at-least-32-characters!",
    });
    expect(settings).toEqual({
      port: 4100,
      distDir: ".next-x",
      dataDir: path.join(root, "state"),
      trustProxy: true,
      jwtSecret: "a-secret-of-at-least-32-characters!",
      embeddedStore: true,
    });
    expect(startSettings(root, { TRUST_PROXY: "1" }).trustProxy).toBe(true);
    expect(startSettings(root, { TRUST_PROXY: "yes" }).trustProxy).toBe(false);
    // Empty means unset, as in lib/server/env.ts.
    expect(startSettings(root, { PORT: "", DATA_DIR: "" })).toMatchObject({
      port: 3000,
      dataDir: path.join(root, "data"),
    });
  });

  it("runs the embedded store without MONGODB_URI and MONGOD_BINARY", () => {
    const root = freshProject();
    const secret = { JWT_SECRET: "a-secret-of-at-least-32-characters!" };
    expect(startSettings(root, { ...secret, MONGODB_URI: "" }).embeddedStore).toBe(true);
    expect(startSettings(root, { ...secret, MONGODB_URI: "mongodb://db/x" }).embeddedStore).toBe(
      false,
    );
    expect(startSettings(root, { MONGOD_BINARY: "/usr/bin/mongod" }).embeddedStore).toBe(false);
  });

  it("refuses MONGODB_URI without JWT_SECRET: every instance needs the same secret", () => {
    const root = freshProject();
    expect(() => startSettings(root, { MONGODB_URI: "mongodb://db.example/practice" })).toThrow(
      "JWT_SECRET is required when MONGODB_URI is set",
    );
  });
});
