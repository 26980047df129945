import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "./env";

const SECRET = "x".repeat(32);
/** Embedded mode keeps its secret in the data directory: each case gets a directory of its own. */
const embedded = (vars: Record<string, string> = {}) =>
  parseServerEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "env-")), ...vars });

describe("server configuration", () => {
  it("runs on the embedded database, its secret made once and kept in the data directory", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "env-"));
    const env = parseServerEnv({ DATA_DIR: dataDir });
    expect(env.embedded).toBe(true);
    expect(env.dataDir).toBe(dataDir);
    expect(env.seedDemoContent).toBe(true);
    expect(env.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, "secret");
    expect(readFileSync(file, "utf8").trim()).toBe(env.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseServerEnv({ DATA_DIR: dataDir }).jwtSecret).toBe(env.jwtSecret); // a restart
    expect(embedded().jwtSecret).not.toBe(env.jwtSecret); // another data directory
    expect(env.rateLimits).toEqual({
      loginFailures: 5,
      accountLoginFailures: 20,
      submissionsPerMinute: 20,
      visitorMailPerHour: 200,
    });
    expect(env.trustProxy).toBe(false);
  });

  it("uses a real MongoDB with the given secret, without demo content", () => {
    const env = parseServerEnv({
      MONGODB_URI: "mongodb+srv://u:p@cluster.example/db",
      JWT_SECRET: SECRET,
      TRUST_PROXY: "true",
    });
    expect(env.embedded).toBe(false);
    expect(env.seedDemoContent).toBe(false);
    expect(env.jwtSecret).toBe(SECRET);
    expect(env.trustProxy).toBe(true);
  });

  it("takes a VAPID key pair from the environment, both keys or neither", () => {
    const keys = webpush.generateVAPIDKeys();
    const env = parseServerEnv({
      MONGODB_URI: "mongodb://db:27017/x",
      JWT_SECRET: SECRET,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
    });
    expect(env.vapid).toEqual(keys);
    expect(embedded().vapid).toBeUndefined(); // made in the data directory on first use instead
    expect(() => embedded({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => embedded({ VAPID_PUBLIC_KEY: "BAD", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });

  it("requires JWT_SECRET when MONGODB_URI is set", () => {
    expect(() => parseServerEnv({ MONGODB_URI: "mongodb://db:27017/x" })).toThrow(/JWT_SECRET/);
  });

  it.each([
    [{ JWT_SECRET: "short" }, "JWT_SECRET"],
    [{ MONGODB_URI: "postgres://db" }, "MONGODB_URI"],
    [{ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "é".repeat(40) }, "ADMIN_PASSWORD"],
    [{ ADMIN_USERNAME: "owner" }, "ADMIN_PASSWORD"],
    [{ RATE_LIMIT_LOGIN_FAILURES: "0" }, "RATE_LIMIT_LOGIN_FAILURES"],
    [{ RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "-3" }, "RATE_LIMIT_ACCOUNT_LOGIN_FAILURES"],
    [{ RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "many" }, "RATE_LIMIT_SUBMISSIONS_PER_MINUTE"],
    [{ RATE_LIMIT_VISITOR_MAIL_PER_HOUR: "0" }, "RATE_LIMIT_VISITOR_MAIL_PER_HOUR"],
  ])("refuses %o naming %s", (vars, variable) => {
    expect(() => parseServerEnv(vars)).toThrow(
      new RegExp(`Invalid server configuration.*${variable}`),
    );
  });

  it("takes admin credentials and raised limits from the environment", () => {
    const env = embedded({
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "a-long-password",
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: "100000",
      RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: "50",
      RATE_LIMIT_VISITOR_MAIL_PER_HOUR: "1000",
    });
    expect(env.admin).toEqual({ username: "owner", password: "a-long-password" });
    expect(env.rateLimits.submissionsPerMinute).toBe(100000);
    expect(env.rateLimits.accountLoginFailures).toBe(50);
    expect(env.rateLimits.visitorMailPerHour).toBe(1000);
  });

  it("takes a UPI id and an optional payee name, and refuses malformed ones", () => {
    expect(embedded({}).upi).toBeUndefined();
    expect(embedded({ UPI_VPA: " meera.kapoor@okaxis " }).upi).toEqual({
      vpa: "meera.kapoor@okaxis",
      payeeName: undefined,
    });
    expect(embedded({ UPI_VPA: "9810012345@ybl", UPI_PAYEE_NAME: "Dt. Meera" }).upi).toEqual({
      vpa: "9810012345@ybl",
      payeeName: "Dt. Meera",
    });
    for (const bad of ["meera", "meera@", "meera kapoor@okaxis", "a@b&am=1"])
      expect(() => embedded({ UPI_VPA: bad }), bad).toThrow(/UPI_VPA.*UPI id like name@bank/);
    expect(() => embedded({ UPI_VPA: "a1@okaxis", UPI_PAYEE_NAME: "x".repeat(51) })).toThrow(
      /UPI_PAYEE_NAME/,
    );
  });
});
