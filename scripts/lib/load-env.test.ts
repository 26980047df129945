import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { bareEnv } from "@/test/script-project";

/**
 * loadProjectEnv works on process.env, once per process (as Next's loader does), so each case
 * runs it in a fresh node process with only PATH and the variables it gives, and prints the
 * settings it finds.
 */
const loader = pathToFileURL(path.join(import.meta.dirname, "load-env.mjs")).href;
const NAMES = ["JWT_SECRET", "DATA_DIR", "PORT", "TRUST_PROXY", "MONGODB_URI", "SITE_BRAND"];
const script = `
import { loadProjectEnv } from ${JSON.stringify(loader)};
const files = loadProjectEnv(process.argv[1], process.argv[2] === "dev" ? { dev: true } : {});
const names = ${JSON.stringify(NAMES)};
const env = Object.fromEntries(names.map((name) => [name, process.env[name] ?? null]));
console.log(JSON.stringify({ files, env }));
`;

let project = "";
afterEach(() => rmSync(project, { recursive: true, force: true }));

function load(
  files: Record<string, string>,
  { env = {}, dev = false }: { env?: Record<string, string>; dev?: boolean } = {},
): { files: string[]; env: Record<string, string | null> } {
  project = mkdtempSync(path.join(tmpdir(), "load-env-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(project, name), text);
  const args = ["--input-type=module", "-e", script, project, dev ? "dev" : "start"];
  const out = execFileSync(process.execPath, args, {
    env: bareEnv(env),
    encoding: "utf8",
  });
  return JSON.parse(out);
}

const DOTENV = [
  "# the operator's settings",
  "JWT_SECRET=dotenv-secret-0123456789abcdef0123",
  "DATA_DIR=/srv/dietician/data",
  "PORT=4100",
  "TRUST_PROXY=true",
  "MONGODB_URI=mongodb://db.example:27017/practice",
  'SITE_BRAND="Dotenv Clinic"',
].join("\n");

describe("loadProjectEnv (scripts/lib/load-env.mjs: the .env files, as Next reads them)", () => {
  it("gives JWT_SECRET, DATA_DIR, PORT, TRUST_PROXY and MONGODB_URI from .env", () => {
    expect(load({ ".env": DOTENV })).toEqual({
      files: [".env"],
      env: {
        JWT_SECRET: "dotenv-secret-0123456789abcdef0123",
        DATA_DIR: "/srv/dietician/data",
        PORT: "4100",
        TRUST_PROXY: "true",
        MONGODB_URI: "mongodb://db.example:27017/practice",
        SITE_BRAND: "Dotenv Clinic",
      },
    });
  });

  it(".env.local beats .env", () => {
    const local = "JWT_SECRET=local-secret-0123456789abcdef01234\nPORT=4200\nTRUST_PROXY=false\n";
    const { files, env } = load({ ".env": DOTENV, ".env.local": local });
    expect(files).toEqual([".env.local", ".env"]);
    expect(env).toMatchObject({
      JWT_SECRET: "local-secret-0123456789abcdef01234",
      PORT: "4200",
      TRUST_PROXY: "false",
      DATA_DIR: "/srv/dietician/data", // only in .env
    });
  });

  it("a variable of the real environment beats both files, even an empty one", () => {
    const { env } = load(
      { ".env": DOTENV, ".env.local": "PORT=4200\nDATA_DIR=/srv/local\n" },
      { env: { PORT: "5000", JWT_SECRET: "real-secret-0123456789abcdef012345", MONGODB_URI: "" } },
    );
    expect(env).toEqual({
      JWT_SECRET: "real-secret-0123456789abcdef012345",
      DATA_DIR: "/srv/local",
      PORT: "5000",
      TRUST_PROXY: "true",
      MONGODB_URI: "",
      SITE_BRAND: "Dotenv Clinic",
    });
  });

  it("reads the files of its mode: production for npm start and the scripts, development for npm run dev", () => {
    const files = {
      ".env": "PORT=4100\nDATA_DIR=/srv/base\nTRUST_PROXY=false\n",
      ".env.production": "PORT=4300\nDATA_DIR=/srv/production\n",
      ".env.production.local": "PORT=4301\n",
      ".env.development": "PORT=4400\nDATA_DIR=/srv/development\n",
      ".env.development.local": "PORT=4401\n",
    };
    expect(load(files)).toEqual({
      files: [".env.production.local", ".env.production", ".env"],
      env: expect.objectContaining({ PORT: "4301", DATA_DIR: "/srv/production" }),
    });
    expect(load(files, { dev: true })).toEqual({
      files: [".env.development.local", ".env.development", ".env"],
      env: expect.objectContaining({ PORT: "4401", DATA_DIR: "/srv/development" }),
    });
    expect(load(files, { env: { NODE_ENV: "development" } }).env.PORT).toBe("4401");
  });

  it("never reads .env.example", () => {
    expect(load({ ".env.example": DOTENV })).toEqual({
      files: [],
      env: Object.fromEntries(NAMES.map((name) => [name, null])),
    });
  });

  it("is the very @next/env that next uses, so Next keeps what the script loaded", () => {
    const require = createRequire(import.meta.url);
    const nextDir = path.dirname(require.resolve("next/package.json"));
    const nextsEnv = require.resolve("@next/env", { paths: [nextDir] });
    expect(realpathSync(nextsEnv)).toBe(realpathSync(require.resolve("@next/env")));
    const ours = JSON.parse(
      readFileSync(path.join(import.meta.dirname, "../../package.json"), "utf8"),
    );
    const nexts = JSON.parse(readFileSync(path.join(nextDir, "package.json"), "utf8"));
    expect(ours.dependencies["@next/env"]).toBe(nexts.dependencies["@next/env"]);
  });
});
