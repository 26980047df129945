import { randomInt } from "node:crypto";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { PUBLIC_ROUTES } from "@/lib/pages/routes";
import { expect, test, uniqueTag } from "../support/fixtures";
import { weekdayInIndia } from "../support/dates";
import { linksOf } from "@/test/mime";
import { allMail, waitForMail } from "../support/mail";

/**
 * A signed link's secret (token, payment reference) and the person it names must never reach
 * anyone else: not through a stored page, its RSC payload or segment prefetch, nor a HEAD. The
 * review that found the leak: after a page's stored version went stale, a visitor opened
 * /appointment/cancel?token=T; then an anonymous RSC segment prefetch of /appointment/cancel
 * answered `"q":"?token=T"`, and that token cancelled the visitor's appointment.
 */

/** The pages our emails' signed links open; any other link in an email must be a public page. */
const LINK_PAGES = [
  "/appointment/cancel",
  "/appointment/reschedule",
  "/data-deletion",
  "/pay",
  "/intake",
  "/diet-chart",
  "/my/sign-in",
  // the client's app: her data, per visitor
  "/my",
];

test("a signed link's page sends Referrer-Policy: no-referrer (its URL goes nowhere)", async ({
  playwright,
  baseURL,
}) => {
  const request = await anonymous(playwright, baseURL);
  for (const page of LINK_PAGES) {
    const path = `${page}?token=not-a-token&ref=not-a-ref`;
    const response = await request.get(path);
    expect(response.headers()["referrer-policy"], path).toBe("no-referrer");
  }
  const home = await request.get("/");
  expect(home.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await request.dispose();
});

/** Every kind of request a browser or a cache may make for a page, with no cookie or token. */
const ANONYMOUS_ASKS: { name: string; method: "GET" | "HEAD"; headers: Record<string, string> }[] =
  [
    { name: "HTML", method: "GET", headers: {} },
    { name: "HEAD", method: "HEAD", headers: {} },
    { name: "RSC", method: "GET", headers: { RSC: "1" } },
    {
      name: "prefetch",
      method: "GET",
      headers: { RSC: "1", "Next-Router-Prefetch": "1" },
    },
    {
      name: "segment prefetch",
      method: "GET",
      headers: {
        RSC: "1",
        "Next-Router-Prefetch": "1",
        "Next-Router-Segment-Prefetch": "/_full",
      },
    },
  ];

async function anonymous(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
) {
  return playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
}

/** What each anonymous ask for `path` answers (redirects followed, as the review's client did). */
async function answersFor(request: APIRequestContext, path: string) {
  const answers: { ask: string; status: number; body: string }[] = [];
  for (const ask of ANONYMOUS_ASKS) {
    const response = await request.fetch(path, { method: ask.method, headers: ask.headers });
    const headers = Object.entries(response.headers())
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n");
    answers.push({
      ask: `${ask.name} ${path}`,
      status: response.status(),
      body: `${headers}\n\n${await response.text()}`,
    });
  }
  return answers;
}

/** Fails naming the answer that carries any of `secrets`. */
function expectNoneCarries(answers: { ask: string; body: string }[], secrets: string[]) {
  for (const { ask, body } of answers)
    for (const secret of secrets)
      expect(body.includes(secret), `${ask} carries "${secret}"`).toBe(false);
}

/** Expires the stored version of every public page (they all show the offer banner). */
async function expireEveryPage(adminApi: APIRequestContext) {
  const created = await adminApi.post("/api/special-offers", {
    data: { type: "promotion", text: uniqueTag("Expiry probe ") },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };
  expect((await adminApi.delete(`/api/special-offers/${data._id}`)).status()).toBe(200);
}

const fromSomewhere = () => ({ "X-Forwarded-For": `10.88.${randomInt(256)}.${randomInt(1, 255)}` });
const linkAfter = (text: string, label: RegExp) => label.exec(text)?.[1];

test("a signed link's secret and its person reach no other visitor, whatever they ask for", async ({
  browser,
  adminApi,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("leak");
  const name = `${tag} Ritu`;
  const email = `${tag}.ritu@example.com`;
  const booked = await adminApi.post("/api/appointments", {
    headers: fromSomewhere(),
    data: {
      name,
      email,
      phone: "9810012345",
      disease: "Thyroid",
      date: weekdayInIndia(12),
      time: "11:00",
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const planned = await adminApi.post("/api/plans", {
    headers: fromSomewhere(),
    data: { name, email, phone: "9810012345", plan: "Basic Plan", duration: "1 Month" },
  });
  expect(planned.status()).toBe(201);
  const confirmation = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
  );
  const acknowledgement = await waitForMail(
    (m) => m.to.includes(email) && /received/i.test(m.subject),
  );
  const clients = await adminApi.get(`/api/admin/clients?q=${encodeURIComponent(tag)}`);
  const [client] = ((await clients.json()) as { items: { _id: string }[] }).items;
  const charted = await adminApi.post(`/api/admin/clients/${client!._id}/diet-charts`, {
    data: {
      title: "Thyroid plan",
      content: "| Meal | What to have |\n| --- | --- |\n| Lunch | Dal |",
    },
  });
  expect(charted.status(), await charted.text()).toBe(201);
  const chartMail = await waitForMail(
    (m) => m.to.includes(email) && m.subject === "Your diet chart is ready",
  );
  const askedSignIn = await adminApi.post("/api/my/sign-in", {
    headers: fromSomewhere(),
    data: { email },
  });
  expect(askedSignIn.status()).toBe(202);
  const signInMail = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Your sign-in to"),
  );
  const links = {
    signIn: linkAfter(signInMail.text, /Sign in: (\S+)/),
    cancel: linkAfter(confirmation.text, /Cancel here[^:]*: (\S+)/),
    reschedule: linkAfter(confirmation.text, /Reschedule: (\S+)/),
    deletion: linkAfter(confirmation.text, /delete the data we hold about you: (\S+)/),
    pay: linkAfter(acknowledgement.text, /Pay by UPI: (\S+)/),
    intake: linkAfter(confirmation.text, /Fill in the questionnaire: (\S+)/),
    dietChart: linkAfter(chartMail.text, /download it as a PDF: (\S+)/),
  };
  for (const [kind, link] of Object.entries(links)) expect(link, kind).toBeDefined();
  const url = (link: string | undefined) => new URL(link!);
  const token = (link: string | undefined) => url(link).searchParams.get("token")!;
  const secrets = [
    token(links.cancel),
    token(links.reschedule),
    token(links.deletion),
    url(links.pay).searchParams.get("ref")!,
    token(links.intake),
    token(links.dietChart),
    token(links.signIn),
    /enter this code instead: (\d{6})/.exec(signInMail.text)![1]!,
    name,
    email,
  ];

  // Every link in this person's emails (text and HTML parts) leads to a page checked here, or
  // to a public page.
  const mine = (await allMail()).filter((m) => m.to.includes(email));
  for (const href of mine.flatMap((m) => [
    ...(m.text.match(/https?:\/\/[^\s<>"]+[^\s<>".,;:)]/g) ?? []),
    ...linksOf(m.html).map((l) => l.href),
  ])) {
    const { origin, pathname, search } = new URL(href);
    if (origin !== new URL(baseURL!).origin) continue;
    const isLinkPage = LINK_PAGES.includes(pathname);
    const isPublicPage = PUBLIC_ROUTES.includes(pathname) && !search;
    expect(
      isLinkPage || isPublicPage,
      `${pathname}: a link page the leak test does not check`,
    ).toBe(true);
  }

  await expireEveryPage(adminApi);
  const visitor = await browser.newPage();
  await visitor.goto(links.cancel!);
  await expect(visitor.getByRole("region", { name: "Your appointment" })).toContainText(name);
  await visitor.goto(links.reschedule!);
  await expect(visitor.getByRole("region", { name: "Your appointment" })).toContainText(
    "Your appointment is on",
  );
  await visitor.goto(links.deletion!);
  await expect(visitor.getByRole("button", { name: "Request deletion of my data" })).toBeVisible();
  await visitor.goto(links.pay!);
  await expect(visitor.getByRole("region", { name: "Your payment" })).toContainText("Basic Plan");
  await visitor.goto(links.intake!);
  await expect(visitor.getByRole("main")).toContainText(name);
  await expect(visitor.getByRole("button", { name: "Send my answers" })).toBeVisible();
  await visitor.goto(links.dietChart!);
  await expect(visitor.getByRole("main")).toContainText(name);
  await expect(visitor.getByRole("main")).toContainText("Thyroid plan");
  await visitor.goto(links.signIn!);
  await visitor.getByRole("button", { name: "Sign in to my programme" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${name}`);
  await visitor.context().close();

  const request = await anonymous(playwright, baseURL);
  for (const path of LINK_PAGES) {
    const answers = await answersFor(request, path);
    expectNoneCarries(answers, secrets);
    const html = answers.find((a) => a.ask.startsWith("HTML"))!;
    expect(html.body, path).toMatch(/cache-control: private, no-cache, no-store/);
  }
  // A stored page regenerates in the background: ask once more after it had time to finish.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  for (const path of [
    "/appointment/cancel",
    "/data-deletion",
    "/pay",
    "/intake",
    "/diet-chart",
    "/my",
  ])
    expectNoneCarries(await answersFor(request, path), secrets);
  // The visitor's appointment is still theirs alone.
  const list = await adminApi.get(`/api/appointments?q=${encodeURIComponent(tag)}`);
  expect(JSON.stringify(await list.json())).not.toContain("cancelled");
  await request.dispose();
});

test("no page keeps one visitor's query for the next visitor", async ({
  adminApi,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const canary = uniqueTag("canary");
  const secrets = [canary, `${canary}@example.com`];
  const visitor = await anonymous(playwright, baseURL);
  // Every page the sitemap lists (blog posts included), and the owner's sign-in.
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const routes = [
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
    "/AdminLogin",
  ];
  expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.length);
  await expireEveryPage(adminApi);
  for (const route of routes) {
    const opened = await visitor.get(
      `${route}?token=${canary}&email=${encodeURIComponent(`${canary}@example.com`)}`,
    );
    expect(opened.status(), route).toBe(200);
  }
  await visitor.dispose();
  // A stored page regenerates in the background: let those started above finish.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const request = await anonymous(playwright, baseURL);
  for (const route of routes) expectNoneCarries(await answersFor(request, route), secrets);
  await request.dispose();
});
