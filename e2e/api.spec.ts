import { expect, test } from "@playwright/test";
import { E2E_ADMIN } from "./support/credentials";

/** The API over real HTTP against the production build: headers, the cookie flow, the same-origin rule. */

test("every response carries the security headers, and no X-Powered-By", async ({ request }) => {
  for (const path of ["/", "/api/blogs", "/api/admin/verifyToken"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["referrer-policy"], path).toBeTruthy();
    expect(headers["x-powered-by"], path).toBeUndefined();
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp, path).toContain(directive);
    }
  }
});

test("pages and build files are compressed: brotli for a client that takes it, gzip otherwise", async ({
  request,
}) => {
  const home = await request.get("/");
  const script = (await home.text()).match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  for (const path of ["/", "/pricing", script!]) {
    const brotli = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(brotli.headers()["content-encoding"], path).toBe("br");
    expect(brotli.headers()["vary"], path).toContain("Accept-Encoding");
    const gzip = await request.get(path, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"], path).toBe("gzip");
    if (path === script) expect(await brotli.text()).toBe(await gzip.text());
    else expect(await brotli.text()).toContain("</html>");
  }
  const chunk = await request.get(script!, { headers: { "Accept-Encoding": "br" } });
  expect(chunk.headers()["cache-control"]).toContain("immutable");
  expect(chunk.headers()["content-type"]).toContain("javascript");
  expect(chunk.headers()["x-content-type-options"]).toBe("nosniff");
});

test("public lists answer JSON arrays; admin answers are not cached", async ({ request }) => {
  const blogs = await request.get("/api/blogs");
  expect(blogs.status()).toBe(200);
  expect(Array.isArray(await blogs.json())).toBe(true);
  const offers = await request.get("/api/special-offers");
  expect(Array.isArray(await offers.json())).toBe(true);
  const plans = await request.get("/api/plans");
  expect(plans.status()).toBe(401);
  expect(plans.headers()["cache-control"]).toContain("no-store");
  expect((await request.get("/api/admin/verifyToken")).headers()["cache-control"]).toContain(
    "no-store",
  );
});

test("login sets the httpOnly cookie; a cookie-only write needs our Origin", async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post("/api/admin/login", { data: E2E_ADMIN });
  expect(login.status()).toBe(200);
  const { success, token } = await login.json();
  expect(success).toBe(true);
  expect(login.headers()["set-cookie"]).toMatch(/token=.*HttpOnly.*SameSite=Lax/i);

  // the cookie alone, as our pages send it; a read that no page of ours asked for is refused
  const cookieRead = (headers: Record<string, string>) =>
    api.get("/api/admin/verifyToken", { headers });
  expect((await cookieRead({ "sec-fetch-site": "same-origin" })).status()).toBe(200);
  expect((await cookieRead({ "sec-fetch-site": "cross-site" })).status()).toBe(403);
  expect((await cookieRead({})).status()).toBe(403);
  expect(
    (await api.get("/api/admin/verifyToken", { headers: { "x-auth-token": token } })).status(),
  ).toBe(200);

  const offer = { type: "promotion", text: `e2e cookie offer ${Date.now()}` };
  const crossSite = await api.post("/api/special-offers", {
    data: offer,
    headers: { origin: "https://evil.example" },
  });
  expect(crossSite.status()).toBe(403);
  const ours = await api.post("/api/special-offers", {
    data: offer,
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(ours.status()).toBe(201);
  const { data } = await ours.json();
  expect(
    (
      await api.delete(`/api/special-offers/${data._id}`, { headers: { "x-auth-token": token } })
    ).status(),
  ).toBe(200);
  await api.dispose();
});

test("errors are JSON with the right status", async ({ request }) => {
  const malformed = await request.post("/api/contact", {
    headers: { "content-type": "application/json" },
    data: "{not json",
  });
  expect(malformed.status()).toBe(400);
  expect(await malformed.json()).toMatchObject({
    success: false,
    error: { message: expect.any(String) },
  });
  const wrongType = await request.post("/api/appointments", {
    headers: { "content-type": "text/plain" },
    data: "hello",
  });
  expect(wrongType.status()).toBe(415);
  const tooBig = await request.post("/api/contact", {
    headers: { "content-type": "application/json" },
    data: `{"message":"${"m".repeat(1024 * 1024)}"}`,
  });
  expect(tooBig.status()).toBe(413);
  const garbageToken = await request.delete("/api/blogs/not-an-id", {
    headers: { "x-auth-token": "garbage" },
  });
  expect(garbageToken.status()).toBe(401);
  const wrongMethod = await request.patch("/api/contact", { data: {} });
  expect(wrongMethod.status()).toBe(405);
  expect((await wrongMethod.json()).success).toBe(false);
  const noSuchEndpoint = await request.get("/api/no-such-endpoint");
  expect(noSuchEndpoint.status()).toBe(404);
  expect((await noSuchEndpoint.json()).success).toBe(false);
});
