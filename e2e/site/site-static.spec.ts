import { expect, test } from "../support/fixtures";
import { descendantsNamed, killTree, newDataDir, startApp } from "../support/app-process";

const SHARED = "public, s-maxage=60, stale-while-revalidate=600";

test("public pages may be kept by a shared cache, with a validator; admin and cancel pages never", async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const home = await visitor.get("/");
  expect(home.headers()["cache-control"]).toBe(SHARED);
  expect(home.headers()["etag"]).toBeTruthy();
  expect(home.headers()["vary"]).toMatch(/Accept-Encoding/);
  // the same version answers 304 (polled: another test's offer write renews the page meanwhile)
  await expect
    .poll(async () => {
      const etag = (await visitor.get("/")).headers()["etag"];
      return (await visitor.get("/", { headers: { "If-None-Match": etag! } })).status();
    })
    .toBe(304);
  for (const path of ["/api/blogs", "/api/special-offers"]) {
    const list = await visitor.get(path);
    expect(list.headers()["cache-control"], path).toBe(
      "public, s-maxage=60, stale-while-revalidate=300",
    );
    expect(list.headers()["etag"], path).toBeTruthy();
  }
  await visitor.dispose();

  // the same HTML for a signed-in admin: the admin header is swapped in by the browser
  const asAdmin = await page.request.get("/pricing");
  expect(asAdmin.headers()["cache-control"]).toBe(SHARED);
  expect(await asAdmin.text()).not.toContain("Logout");

  for (const path of [
    "/admin-specialOffer",
    "/appointment/cancel?token=x",
    "/api/admin/verifyToken",
  ]) {
    const answer = await page.request.get(path);
    expect(answer.headers()["cache-control"], path).toMatch(/^private, .*no-store/);
    expect(answer.headers()["etag"], path).toBeUndefined();
  }
});

test.describe(() => {
  test.describe.configure({ timeout: 90_000 });

  test("with the database frozen, public pages still answer at once with the offer they showed", async ({
    request,
  }) => {
    const app = await startApp(newDataDir(), {
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "pw-12345678",
    });
    const [database] = descendantsNamed(app.process.pid!, "store-server");
    try {
      const login = await request.post(`${app.baseURL}/api/admin/login`, {
        data: { username: "owner", password: "pw-12345678" },
      });
      const offer = `Frozen-database offer ${Date.now()}`;
      const added = await request.post(`${app.baseURL}/api/special-offers`, {
        headers: { "x-auth-token": String((await login.json()).token) },
        data: { type: "specialOffer", text: offer },
      });
      expect(added.status()).toBe(201);
      const pages = ["/", "/blog", "/pricing", "/about"];
      for (const path of pages)
        expect(await (await request.get(`${app.baseURL}${path}`)).text(), path).toContain(offer);

      process.kill(database!, "SIGSTOP"); // any read would now wait forever
      for (const path of pages) {
        const response = await request.get(`${app.baseURL}${path}`, { timeout: 5000 });
        expect(response.status(), path).toBe(200);
        expect(await response.text(), path).toContain(offer);
      }
      expect(app.output()).not.toMatch(/Error fetching/);
    } finally {
      process.kill(database!, "SIGCONT");
      killTree(app);
    }
  });
});
