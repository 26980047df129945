import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { ADMIN_ROUTES } from "@/lib/routes";
import { E2E_JWT_SECRET } from "./e2e-env";

/** An HS256 token like the server's, with chosen times and secret. */
async function forgeToken({
  secret = E2E_JWT_SECRET,
  issuedAt,
  expiresAt,
}: {
  secret?: string;
  issuedAt: number;
  expiresAt: number;
}) {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject("0123456789abcdef01234567")
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const now = () => Math.floor(Date.now() / 1000);

test.describe("the edge middleware sends visitors without a valid token to '/'", () => {
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
        expect(new URL(response.headers().location ?? "", "http://x").pathname, route).toBe("/");
      }
    });
  }

  test("a browser opening an admin page without a session lands on the home page", async ({
    page,
  }) => {
    await page.goto("/admin-appointments");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Admin Plans" })).toHaveCount(0);
  });

  test("a token that is signed correctly but names no admin passes the middleware and still shows nothing", async ({
    request,
  }) => {
    const token = await forgeToken({ issuedAt: now(), expiresAt: now() + 3600 });
    const response = await request.get("/admin-plan", {
      maxRedirects: 0,
      headers: { cookie: `token=${token}` },
    });
    const html = await response.text();
    expect(html).not.toContain("plan submissions");
    expect(html).not.toContain("Download CSV");
    expect(html).toMatch(/http-equiv="refresh" content="\d+;url=\/"/);
  });
});
