import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { decodeJwt, SignJWT } from "jose";
import { ADMIN_ROUTES } from "@/lib/pages/routes";
import { openAdminPages, REDIRECTED_TO_LOGIN } from "../support/admin-redirect";
import { ADMIN_STORAGE_STATE, E2E_JWT_SECRET } from "../support/e2e-env";

/** An HS256 token like the server's, with chosen times, secret, subject and version. */
async function forgeToken({
  secret = E2E_JWT_SECRET,
  subject = "0123456789abcdef01234567",
  version = 0,
  issuedAt,
  expiresAt,
}: {
  secret?: string;
  subject?: string;
  version?: number;
  issuedAt: number;
  expiresAt: number;
}) {
  return new SignJWT({ ver: version })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(subject)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

test.describe("the edge middleware sends visitors without a valid token to the login", () => {
  const cases: {
    label: string;
    cookie: () => Promise<string | undefined>;
    headers?: Record<string, string>;
  }[] = [
    { label: "no cookie", cookie: async () => undefined },
    { label: "a garbage cookie", cookie: async () => "token=not-a-jwt" },
    {
      label: "an expired token",
      cookie: async () =>
        `token=${await forgeToken({ issuedAt: now() - 13 * 3600, expiresAt: now() - 3600 })}`,
    },
    {
      label: "a token signed with another secret",
      cookie: async () =>
        `token=${await forgeToken({ secret: "x".repeat(48), issuedAt: now(), expiresAt: now() + 3600 })}`,
    },
    {
      label: "the x-middleware-subrequest header (CVE-2025-29927)",
      cookie: async () => undefined,
      headers: {
        "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      },
    },
    {
      label: "x-middleware-subrequest naming src/middleware",
      cookie: async () => undefined,
      headers: {
        "x-middleware-subrequest":
          "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
      },
    },
  ];

  for (const { label, cookie, headers } of cases) {
    test(`with ${label}`, async ({ request }) => {
      const value = await cookie();
      for (const route of ADMIN_ROUTES) {
        const response = await request.get(route, {
          maxRedirects: 0,
          headers: { ...headers, ...(value ? { cookie: value } : {}) },
        });
        expect(response.status(), route).toBe(307);
        const location = new URL(response.headers().location ?? "", "http://x");
        expect(location.pathname, route).toBe("/AdminLogin");
        expect(location.searchParams.get("next"), route).toBe(route);
      }
    });
  }

  test("a browser opening an admin page without a session lands on the login page", async ({
    page,
  }) => {
    await page.goto("/admin-appointments");
    await expect(page).toHaveURL(/\/AdminLogin\?next=%2Fadmin-appointments$/);
    await expect(page.getByRole("link", { name: "Admin Plans" })).toHaveCount(0);
  });

  test("a token that is signed correctly but names no admin passes the middleware and still shows nothing", async ({
    request,
  }) => {
    const token = await forgeToken({ issuedAt: now(), expiresAt: now() + 3600 });
    expect(await openAdminPages(request, token)).toEqual(REDIRECTED_TO_LOGIN);
  });

  test("a revoked token (signed, unexpired, an old token version) gets a redirect to the login and no admin frame", async ({
    request,
    browser,
    baseURL,
  }) => {
    // the seeded admin's live token (auth.setup.ts), one version back: what a logout leaves behind
    const state = JSON.parse(readFileSync(ADMIN_STORAGE_STATE, "utf8")) as {
      cookies: { name: string; value: string }[];
    };
    const live = decodeJwt(state.cookies.find((c) => c.name === "token")?.value ?? "");
    const token = await forgeToken({
      subject: String(live.sub),
      version: Number(live.ver) - 1,
      issuedAt: now(),
      expiresAt: now() + 3600,
    });
    expect(await openAdminPages(request, token)).toEqual(REDIRECTED_TO_LOGIN);

    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: "token", value: token, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/admin-plan");
    await expect(page).toHaveURL(/\/AdminLogin\?next=%2Fadmin-plan$/);
    await expect(page.getByRole("link", { name: "Admin Plans" })).toHaveCount(0);
    await context.close();
  });
});
