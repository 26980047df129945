import type { Response } from "@playwright/test";
import { ADMIN_ROUTES } from "@/lib/pages/routes";
import { reachAdminLink } from "../support/admin-nav";
import { expect, test } from "../support/fixtures";
import { watchViolations } from "../support/csp";

/** Every Content-Security-Policy header of a response: two would both apply. */
async function cspHeaders(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter((h) => h.name.toLowerCase() === "content-security-policy")
    .map((h) => h.value);
}

const scriptSrc = (policy: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

test("every admin page has a per-request nonce policy and runs without a CSP violation", async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const nonces = new Set<string>();
  for (const route of ADMIN_ROUTES) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    const [policy, ...more] = await cspHeaders(response!);
    expect(more, `${route}: one policy`).toEqual([]);
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc(policy ?? ""))?.[1];
    expect(nonce, route).toBeTruthy();
    expect(scriptSrc(policy!), route).toContain("'strict-dynamic'");
    expect(scriptSrc(policy!), route).not.toContain("'unsafe-inline'");
    nonces.add(nonce!);

    // every script of the document carries it, ours included
    const tags = (await response!.text()).match(/<script\b[^>]*>/g) ?? [];
    expect(tags.length, route).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, route).toContain(`nonce="${nonce}"`);

    // the page's scripts ran: the app router is up and the admin menu works
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // (page.evaluate, not waitForFunction: that one evals in the page, which this policy refuses)
    await expect.poll(() => page.evaluate(() => "next" in window)).toBe(true);
  }
  expect(nonces.size).toBe(ADMIN_ROUTES.length);

  // a client-side navigation loads its chunks under the same policy
  await (await reachAdminLink(page, "Offer")).click();
  await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
  expect(violations).toEqual([]);
});

test("public pages keep their one static policy", async ({ request }) => {
  const response = await request.get("/pricing");
  const headers = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "content-security-policy");
  expect(headers).toHaveLength(1);
  expect(scriptSrc(headers[0]!.value)).toContain("'unsafe-inline'");
  expect(headers[0]!.value).not.toContain("nonce-");
});
