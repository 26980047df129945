#!/usr/bin/env node
/**
 * The npm registry mirror these machines use does not serve every platform's optional
 * binaries (e.g. @next/swc-darwin-arm64 answers 404), so `npm install` leaves them out of
 * package-lock.json, and `npm ci` then refuses the lock ("Missing: … from lock file").
 * This adds an entry for each missing optional platform package, with the version its parent
 * asks for and the os/cpu/libc its name declares; npm skips them on other platforms and, on a
 * matching one, installs that exact version. Run after any `npm install` that changes the lock:
 *   node scripts/complete-lockfile.mjs
 */
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

const OS = ["android", "darwin", "freebsd", "linux", "win32", "openharmony"];
/** @type {Record<string, string>} */
const CPU = {
  arm64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

/** @param {string} name */
function platformOf(name) {
  const parts = /** @type {string} */ (name.split("/").pop()).split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : os === "linux" && parts.some((p) => p.startsWith("gnu"))
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const childPath = `${path ? `${path}/` : ""}node_modules/${name}`;
    if (packages[childPath] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!cpu) continue; // not a platform binary: leave it for npm to resolve
    packages[`node_modules/${name}`] = {
      version,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    };
    added++;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entr${added === 1 ? "y" : "ies"}`);
