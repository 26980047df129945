import { SignJWT } from "jose";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { loginFailureLimit } from "@/lib/server/api/rate-limits";
import { serverEnv } from "@/lib/server/env";
import { adminToken, getRequest, jsonRequest, knownAdmin } from "@/test/api";
import { pinToWindowStart } from "@/test/limit-window";
import { findRecord } from "@/test/records";
import { POST as login } from "./login/route";
import { POST as logout } from "./logout/route";
import { POST as updateCredentials } from "./updateCredentials/route";
import { GET as verifyToken } from "./verifyToken/route";

const verify = (options: Parameters<typeof getRequest>[1]) =>
  verifyToken(getRequest("/api/admin/verifyToken", options), undefined);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

async function adminId() {
  const admin = await findRecord("admins");
  return { sub: String(admin!._id), ver: admin!.tokenVersion };
}

describe("POST /api/admin/login", () => {
  it("answers { success, token } and sets an httpOnly SameSite=Lax cookie expiring with the token", async () => {
    const credentials = await knownAdmin();
    const response = await login(jsonRequest("/api/admin/login", credentials), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(body.token.split(".")).toHaveLength(3);
    const [cookie, hint] = response.headers.getSetCookie();
    expect(cookie).toContain(`token=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=43200/);
    expect(cookie).not.toMatch(/Secure/); // SITE_URL is http in tests
    // the hint the public header reads: no secret in it, so scripts may see it
    expect(hint).toBe("admin_hint=1; Path=/; SameSite=Lax; Max-Age=43200");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives an unknown username and a wrong password the same 401 answer", async () => {
    const credentials = await knownAdmin();
    const wrongPassword = await login(
      jsonRequest("/api/admin/login", { ...credentials, password: "wrong-password" }),
      undefined,
    );
    const unknownUser = await login(
      jsonRequest("/api/admin/login", { ...credentials, username: "nobody" }),
      undefined,
    );
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const [a, b] = [await wrongPassword.json(), await unknownUser.json()];
    expect(a).toEqual(b);
    expect(a).toMatchObject({ success: false, message: "Invalid credentials" });
  });

  it("refuses operator injection with 400, never a query", async () => {
    await knownAdmin();
    for (const body of [
      { username: { $ne: null }, password: { $ne: null } },
      { username: "owner", password: { $gt: "" } },
      { username: { $regex: ".*" }, password: "x" },
    ]) {
      const response = await login(jsonRequest("/api/admin/login", body), undefined);
      expect(response.status).toBe(400);
      expect((await response.json()).token).toBeUndefined();
    }
  });

  it("answers 429 with Retry-After after 5 failures per address and username, even for the right password", async () => {
    const credentials = await knownAdmin();
    const ip = "10.77.0.1";
    pinToWindowStart(loginFailureLimit().windowMs); // all six attempts in one window
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await login(
            jsonRequest("/api/admin/login", { ...credentials, password: `wrong-${i}` }, { ip }),
            undefined,
          )
        ).status,
      ).toBe(401);
    }
    const blocked = await login(jsonRequest("/api/admin/login", credentials, { ip }), undefined);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await login(jsonRequest("/api/admin/login", credentials, { ip: "10.77.0.2" }), undefined))
        .status,
    ).toBe(200);
  });
});

describe("GET /api/admin/verifyToken", () => {
  it("accepts the token from x-auth-token or the cookie", async () => {
    const token = await adminToken();
    const viaHeader = await verify({ token });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.headers.get("cache-control")).toBe("private, no-store");
    expect((await viaHeader.json()).success).toBe(true);
    // the cookie: from our own pages (the public header asks), never for another site's page
    const ours = { "sec-fetch-site": "same-origin" };
    expect((await verify({ cookie: token, headers: ours })).status).toBe(200);
    const theirs = { "sec-fetch-site": "cross-site" };
    expect((await verify({ cookie: token, headers: theirs })).status).toBe(403);
  });

  it("answers 401 { success: false } without a token, for garbage, expired, wrong-secret and alg:none tokens", async () => {
    await adminToken();
    const { sub, ver } = await adminId();
    const now = Math.floor(Date.now() / 1000);
    const key = (secret: string) => new TextEncoder().encode(secret);
    const expired = await new SignJWT({ ver })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuedAt(now - 100_000)
      .setExpirationTime(now - 10)
      .sign(key(serverEnv.jwtSecret));
    const wrongSecret = await new SignJWT({ ver })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key("another-secret-that-is-32-chars-long!!"));
    const noExp = await new SignJWT({ ver })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(sub)
      .setIssuedAt()
      .sign(key(serverEnv.jwtSecret));
    const algNone = `${b64({ alg: "none", typ: "JWT" })}.${b64({ sub, ver, iat: now, exp: now + 3600 })}.`;
    const hs512 = await new SignJWT({ ver })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key(serverEnv.jwtSecret));
    for (const [label, token] of [
      ["none", undefined],
      ["garbage", "garbage"],
      ["expired", expired],
      ["wrong secret", wrongSecret],
      ["no exp", noExp],
      ["alg none", algNone],
      ["HS512", hs512],
    ] as const) {
      const response = await verify({ token });
      expect(response.status, label).toBe(401);
      expect((await response.json()).success, label).toBe(false);
    }
  });
});

describe("POST /api/admin/updateCredentials", () => {
  it("needs the current credentials, changes them, retires older tokens and returns a fresh one", async () => {
    const credentials = await knownAdmin();
    const oldToken = (
      await (await login(jsonRequest("/api/admin/login", credentials), undefined)).json()
    ).token as string;
    const change = {
      currentUsername: credentials.username,
      currentPassword: credentials.password,
      newUsername: "owner2",
      newPassword: "a-new-long-password",
    };

    expect(
      (await updateCredentials(jsonRequest("/api/admin/updateCredentials", change), undefined))
        .status,
    ).toBe(401);
    const wrong = await updateCredentials(
      jsonRequest(
        "/api/admin/updateCredentials",
        { ...change, currentPassword: "not-the-password" },
        { token: oldToken },
      ),
      undefined,
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).success).toBe(false);

    const response = await updateCredentials(
      jsonRequest("/api/admin/updateCredentials", change, { token: oldToken }),
      undefined,
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: "Credentials updated successfully!" });
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(`^token=${body.token};`),
      expect.stringMatching(/^admin_hint=1;/),
    ]);
    expect((await verify({ token: oldToken })).status).toBe(401);
    expect((await verify({ token: body.token })).status).toBe(200);
    expect((await login(jsonRequest("/api/admin/login", credentials), undefined)).status).toBe(401);
    expect(
      (
        await login(
          jsonRequest("/api/admin/login", { username: "owner2", password: "a-new-long-password" }),
          undefined,
        )
      ).status,
    ).toBe(200);
  });

  it("refuses a short password and one over 72 bytes, with the field named", async () => {
    const token = await adminToken();
    const fresh = await knownAdmin();
    const base = { currentUsername: fresh.username, newUsername: "" };
    for (const newPassword of ["short", "é".repeat(37)]) {
      const response = await updateCredentials(
        jsonRequest(
          "/api/admin/updateCredentials",
          { ...base, currentPassword: fresh.password, newPassword },
          { token },
        ),
        undefined,
      );
      expect(response.status, newPassword).toBe(400);
      expect((await response.json()).error.fields.newPassword).toBeDefined();
    }
  });
});

describe("POST /api/admin/updateCredentials injection", () => {
  it("refuses operator objects in every field with 400", async () => {
    const token = await adminToken();
    const base = {
      currentUsername: "owner",
      currentPassword: "whatever-password",
      newUsername: "x-owner",
      newPassword: "",
    };
    for (const field of Object.keys(base)) {
      const response = await updateCredentials(
        jsonRequest("/api/admin/updateCredentials", { ...base, [field]: { $ne: null } }, { token }),
        undefined,
      );
      expect(response.status, field).toBe(400);
      expect((await response.json()).error.fields[field], field).toBeDefined();
    }
  });
});

describe("POST /api/admin/logout", () => {
  it("clears the cookie and retires the token", async () => {
    const token = await adminToken();
    const response = await logout(jsonRequest("/api/admin/logout", {}, { token }), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^token=;.*HttpOnly.*Max-Age=0/),
      expect.stringMatching(/^admin_hint=;.*Max-Age=0/),
    ]);
    expect((await verify({ token })).status).toBe(401);
  });

  it("refuses a cookie-only logout from another site with 403", async () => {
    const token = await adminToken();
    const crossSite = jsonRequest(
      "/api/admin/logout",
      {},
      { cookie: token, headers: { origin: "https://evil.example" } },
    );
    expect((await logout(crossSite, undefined)).status).toBe(403);
    expect((await verify({ token })).status).toBe(200);
    const sameSite = jsonRequest(
      "/api/admin/logout",
      {},
      { cookie: token, headers: { origin: "http://localhost:3000" } },
    );
    expect((await logout(sameSite, undefined)).status).toBe(200);
    expect((await verify({ token })).status).toBe(401);
  });
});
