import { existsSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** The file's lines without comments, so a note about a directive does not count as one. */
const directives = (file: string) =>
  read(file)
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);

describe("deploy/systemd/dietician.service", () => {
  const unit = directives("deploy/systemd/dietician.service");
  it("runs npm start as its own user from the app's folder, with the environment file, restarting on failure", () => {
    expect(unit).toEqual(
      expect.arrayContaining([
        "User=dietician",
        "WorkingDirectory=/srv/dietician",
        "EnvironmentFile=/etc/dietician/dietician.env",
        "ExecStart=/usr/bin/npm start",
        "Restart=on-failure",
        "KillMode=mixed",
        "WantedBy=multi-user.target",
      ]),
    );
    expect(unit.filter((line) => line.startsWith("User="))).not.toContain("User=root");
  });
});

describe("deploy/nginx", () => {
  const site = directives("deploy/nginx/dietician.conf");
  const proxy = directives("deploy/nginx/dietician-proxy.conf");
  it("turns HTTP/2 on with `http2 on;`, not the listen parameter nginx 1.25.1 deprecated", () => {
    expect(site).toContain("http2 on;");
    expect(site.filter((line) => line.startsWith("listen") && /\bhttp2\b/.test(line))).toEqual([]);
  });
  it("logs every request with the dietician format, or not at all", () => {
    const logs = [...site, ...proxy].filter((line) => line.startsWith("access_log"));
    expect(logs).toEqual([
      "access_log /var/log/nginx/access.log dietician;",
      "access_log /var/log/nginx/access.log dietician;",
      "access_log off;", // /calendar/<secret>
    ]);
    expect(site.filter((line) => line.startsWith("server {"))).toHaveLength(2);
    const format = read("deploy/nginx/dietician.conf").match(/log_format dietician([^;]+);/)![1]!;
    expect(format).toMatch(/\$dietician_log_path/);
    expect(format).toMatch(/\$dietician_log_referer/);
    expect(format).not.toMatch(/\$(request|request_uri|args|query_string|arg_\w+|http_referer)\b/);
  });

  /** The map's regexes as nginx applies them (PCRE's named groups read the same in JS). */
  function logged(variable: string, value: string): string {
    const text = read("deploy/nginx/dietician.conf");
    const body = new RegExp(`map \\$\\w+ \\$${variable} \\{([^}]+)\\}`).exec(text)![1]!;
    for (const line of body.split("\n").map((l) => l.replace(/#.*/, "").trim())) {
      const [, pattern, result] = /^~(\S+)\s+(\S+);$/.exec(line) ?? [];
      if (!pattern) continue;
      const match = new RegExp(pattern).exec(value);
      if (match) return result!.replace(/\$(\w+)/g, (_, name: string) => match.groups![name]!);
    }
    throw new Error(`no line of ${variable} matches ${value}`);
  }

  it.each([
    ["/intake?token=eyJhbGciOi.secret", "/intake"],
    ["/appointment/cancel?token=eyJ.secret", "/appointment/cancel"],
    ["/appointment/reschedule?token=eyJ.secret", "/appointment/reschedule"],
    ["/data-deletion?token=eyJ.secret", "/data-deletion"],
    ["/pay?ref=PDC-1.secret", "/pay"],
    ["/diet-chart?token=eyJ.secret", "/diet-chart"],
    ["/api/diet-chart/pdf?token=eyJ.secret", "/api/diet-chart/pdf"],
    ["/api/admin/people?email=asha@example.com&format=csv", "/api/admin/people"],
    ["/pay/PDC-1.secret", "/pay/-"],
    ["/intake/eyJ.secret", "/intake/-"],
    ["/diet-chart/eyJ.secret?x=1", "/diet-chart/-"],
    ["/api/payments/PDC-1.secret/qr", "/api/payments/-/qr"],
    ["/api/payments/PDC-1.secret/utr?x=1", "/api/payments/-/utr"],
    ["/pricing", "/pricing"],
    ["/", "/"],
  ])("logs %s as %s", (uri, path) => {
    expect(logged("dietician_log_path", uri)).toBe(path);
  });

  it("logs a Referer without its query", () => {
    expect(logged("dietician_log_referer", "https://example.com/intake?token=eyJ.secret")).toBe(
      "https://example.com/intake",
    );
    expect(logged("dietician_log_referer", "")).toBe("");
  });

  it("sends HSTS exactly once: the app's (next.config.ts), nginx adds none", () => {
    const hsts = [...site, ...proxy].filter((line) => /strict-transport-security/i.test(line));
    expect(hsts).toEqual([]);
    expect(read("next.config.ts")).toMatch(/key: "Strict-Transport-Security"/);
  });
});

/**
 * A production install runs `npm prune --omit=dev` after the build: whatever `npm start` loads
 * without the build's bundling must then be a dependency. Walks the plain-JS modules it runs
 * (the start script and server, the store's child process, the scripts of the README) and the
 * files Next loads itself at run time, through their relative imports.
 */
describe("npm start needs no development package", () => {
  const { dependencies, devDependencies } = JSON.parse(read("package.json")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const entries = [
    "scripts/start.mjs",
    "scripts/backup.mjs",
    "scripts/restore.mjs",
    "scripts/move-to-mongodb.mjs",
    "packages/store/server.mjs",
    "cache-handler.mjs",
  ];
  const packageOf = (specifier: string) =>
    specifier.startsWith("@")
      ? specifier.split("/").slice(0, 2).join("/")
      : specifier.split("/")[0]!;

  function packagesReached(): Map<string, string> {
    const packages = new Map<string, string>();
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = read(file);
      const specifiers = [
        ...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm),
        ...text.matchAll(/^\s*import\s+"([^"]+)"/gm),
        ...text.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
      ].map((match) => match[1]!);
      for (const specifier of specifiers) {
        if (specifier.startsWith(".")) {
          const target = path.join(path.dirname(file), specifier);
          if (existsSync(path.join(root, target))) queue.push(target);
        } else if (!specifier.startsWith("node:") && !builtinModules.includes(specifier)) {
          packages.set(packageOf(specifier), file);
        }
      }
    }
    return packages;
  }

  it("imports only packages listed in dependencies", () => {
    const reached = packagesReached();
    expect(reached.has("next")).toBe(true); // the walk did reach scripts/server.mjs's imports
    const missing = [...reached].filter(([name]) => !dependencies[name]);
    expect(missing).toEqual([]);
    expect([...reached.keys()].filter((name) => devDependencies[name])).toEqual([]);
  });
});
