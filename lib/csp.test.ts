import { describe, expect, it } from "vitest";
import { getScriptNonceFromHeader } from "next/dist/server/app-render/get-script-nonce-from-header";
import { adminContentSecurityPolicy, newNonce, publicContentSecurityPolicy } from "./csp";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("Content-Security-Policy", () => {
  it("admin pages allow scripts by nonce only, in a form Next reads the nonce from", () => {
    const nonce = newNonce();
    const policy = adminContentSecurityPolicy(nonce, { dev: false, https: true });
    expect(directive(policy, "script-src")).toBe(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    );
    expect(getScriptNonceFromHeader(policy)).toBe(nonce);
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("lets both load our own manifest and service worker only", () => {
    for (const policy of [
      adminContentSecurityPolicy(newNonce(), { dev: false, https: true }),
      publicContentSecurityPolicy({ dev: false, https: true }),
    ]) {
      expect(directive(policy, "manifest-src")).toBe("manifest-src 'self'");
      expect(directive(policy, "worker-src")).toBe("worker-src 'self'");
    }
  });

  it("gives each admin response a nonce of its own", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("public pages keep 'unsafe-inline' and carry no nonce", () => {
    const policy = publicContentSecurityPolicy({ dev: false, https: false });
    expect(directive(policy, "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
    );
    expect(getScriptNonceFromHeader(policy)).toBeUndefined();
    expect(policy).not.toContain("upgrade-insecure-requests");
  });
});
