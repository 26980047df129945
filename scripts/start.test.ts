import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runScript, scriptProject } from "@/test/script-project";

/**
 * scripts/start.mjs really run, in a project folder of its own holding the test's .env files
 * (test/script-project.ts), whose only package is a stand-in `next` that loads the .env files as
 * Next does, prints what the app would see and exits. So nothing is built or served.
 */
const nextEnvModule = createRequire(import.meta.url).resolve("@next/env");
const SECRET_DOTENV = "secret-from-dotenv-0123456789abcdef";
const SECRET_LOCAL = "secret-from-dotenv-local-0123456789";

const fakeNext = `
const { loadEnvConfig } = require(${JSON.stringify(nextEnvModule)});
loadEnvConfig(process.cwd(), process.argv[2] === "dev");
const names = ["PORT", "DATA_DIR", "JWT_SECRET", "MONGODB_URI", "TRUST_PROXY", "SITE_BRAND"];
const env = Object.fromEntries(names.map((name) => [name, process.env[name] ?? null]));
console.log("FAKE_NEXT " + JSON.stringify({ args: process.argv.slice(2), cwd: process.cwd(), env }));
process.exit(process.argv[2] === "build" ? 3 : 0); // a failed build: start.mjs stops before serving
`;

let project = "";
afterEach(() => rmSync(project, { recursive: true, force: true }));

function runStart(files: Record<string, string>, args: string[], env: Record<string, string> = {}) {
  project = scriptProject(files, { linkNodeModules: false });
  const bin = path.join(project, "node_modules", "next", "dist", "bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(path.join(bin, "next"), fakeNext);
  const run = runScript(project, "start.mjs", args, env);
  const line = run.stdout.split("\n").find((l) => l.startsWith("FAKE_NEXT "));
  const next = line
    ? (JSON.parse(line.slice("FAKE_NEXT ".length)) as {
        args: string[];
        cwd: string;
        env: Record<string, string | null>;
      })
    : undefined;
  return { status: run.status, stderr: run.stderr, next, dir: project };
}

const dotenv = [
  "PORT=4100",
  "DATA_DIR=dotenv-data",
  `JWT_SECRET=${SECRET_DOTENV}`,
  "TRUST_PROXY=true",
  "SITE_BRAND=Dotenv Clinic",
].join("\n");

describe("scripts/start.mjs reads the project's .env files as Next does", () => {
  it("npm run dev: the port, data directory and secret of .env and .env.local reach next dev", () => {
    const { status, next, dir } = runStart(
      { ".env": dotenv, ".env.local": `PORT=4200\nJWT_SECRET=${SECRET_LOCAL}\n` },
      ["dev"],
    );
    expect(status).toBe(0);
    expect(next?.args).toEqual(["dev", "-p", "4200"]); // .env.local beats .env
    expect(next?.cwd).toBe(dir);
    expect(next?.env).toEqual({
      PORT: "4200",
      DATA_DIR: path.join(dir, "dotenv-data"),
      JWT_SECRET: SECRET_LOCAL,
      MONGODB_URI: null,
      TRUST_PROXY: "true",
      SITE_BRAND: "Dotenv Clinic",
    });
    // The data directory's own secret (different on every instance) was not made, nor used.
    expect(existsSync(path.join(dir, "data"))).toBe(false);
    expect(existsSync(path.join(dir, "dotenv-data", "secret"))).toBe(false);
  });

  it("npm start: the real environment beats the files; the build gets the production files", () => {
    const { status, next, dir } = runStart(
      {
        ".env": dotenv,
        ".env.production": `JWT_SECRET=${SECRET_LOCAL}\n`,
        ".env.development": "JWT_SECRET=development-secret-0123456789abcdef\n",
      },
      [],
      { DATA_DIR: "real-data", SITE_BRAND: "" },
    );
    expect(status).toBe(3); // the stand-in's build failed, so nothing was served
    expect(next?.args).toEqual(["build"]);
    expect(next?.env).toMatchObject({
      DATA_DIR: path.join(dir, "real-data"),
      JWT_SECRET: SECRET_LOCAL,
      SITE_BRAND: "",
    });
  });

  it("npm start: MONGODB_URI in .env without a JWT_SECRET anywhere stops it", () => {
    const { status, stderr, next } = runStart(
      { ".env": "MONGODB_URI=mongodb://127.0.0.1:9/practice\n" },
      [],
    );
    expect(status).toBe(1);
    expect(stderr).toContain("JWT_SECRET is required when MONGODB_URI is set");
    expect(next).toBeUndefined();
  });
});
