import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "../support/axe";
import {
  dateInDays,
  expect,
  submitContact,
  submitPlan,
  test,
  uniqueTag,
} from "../support/fixtures";
import { DESKTOP, MOBILE, toast } from "../support/site-helpers";
import { allMail, waitForMail } from "../support/mail";

/** The owner's desk: Today at /admin, statuses, notes, unread badges, the review request. */

const fromSomewhere = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

async function book(
  request: APIRequestContext,
  name: string,
  date: string,
  email = "patient@example.com",
): Promise<string> {
  const response = await request.post("/api/appointments", {
    data: { name, email, phone: "9810012345", disease: `Reason of ${name}`, date },
    headers: fromSomewhere(),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

type Summary = { new: Record<"plans" | "appointments" | "contacts", number> };
const summary = async (api: APIRequestContext) =>
  (await (await api.get("/api/admin/summary")).json()) as Summary;

const desk = (page: Page) => ({
  today: page.getByRole("region", { name: "Today's appointments" }),
  upcoming: page.getByRole("region", { name: "Next 7 days" }),
});

test("Today lists today's and the next 7 days' appointments with one-tap contact and the new counts", async ({
  page,
  request,
  adminApi,
}) => {
  const tag = uniqueTag("desk");
  const todayId = await book(request, `${tag} Today`, dateInDays(0));
  await book(request, `${tag} Soon`, dateInDays(2));
  await book(request, `${tag} Far`, dateInDays(12));
  await submitPlan(request, `${tag} Plan`, "Basic Plan");

  const before = await summary(adminApi);
  await page.goto("/admin");
  const after = await summary(adminApi);
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();

  const { today, upcoming } = desk(page);
  const mine = today.getByRole("listitem").filter({ hasText: `${tag} Today` });
  await expect(mine).toContainText("Time to agree");
  await expect(mine).toContainText(`Reason of ${tag} Today`);
  // One next step shows (a booked appointment: confirm it); the rest wait behind "More actions".
  await expect(mine.getByRole("button", { name: `Confirm: ${tag} Today` })).toBeVisible();
  await expect(mine.getByRole("button", { name: /^(Confirm|Mark completed): / })).toHaveCount(1);
  await expect(mine.getByRole("link", { name: `Call ${tag} Today` })).toBeHidden();
  await mine.getByText("More actions").click();
  await expect(mine.getByRole("link", { name: `Call ${tag} Today` })).toHaveAttribute(
    "href",
    "tel:9810012345",
  );
  await expect(mine.getByRole("link", { name: `Email ${tag} Today` })).toHaveAttribute(
    "href",
    "mailto:patient@example.com",
  );
  await expect(mine.getByRole("combobox", { name: `Status of ${tag} Today` })).toHaveValue(
    "booked",
  );
  // WhatsApp: the client's ten digits as +91, the message names the client and the reference.
  const whatsApp = mine.getByRole("link", {
    name: `WhatsApp: Confirmation, to ${tag} Today (opens in a new tab)`,
  });
  const href = new URL((await whatsApp.getAttribute("href"))!);
  expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919810012345");
  const text = href.searchParams.get("text")!;
  expect(text).toContain(`Namaste ${tag} Today`);
  expect(text).toContain(`Your booking reference is ${todayId.slice(-6).toUpperCase()}`);
  await expect(
    mine.getByRole("link", { name: /^WhatsApp: (Reminder|Follow-up|Review request), to / }),
  ).toHaveCount(3);
  const named = (name: string) => ({ name, exact: true });
  await expect(upcoming.getByRole("link", named(`${tag} Soon`))).toBeVisible();
  await expect(page.getByRole("link", named(`${tag} Far`))).toHaveCount(0);
  await expect(upcoming.getByRole("link", named(`${tag} Today`))).toHaveCount(0);

  // Other specs submit meanwhile: the shown counts lie between the API's before and after.
  for (const [kind, label] of [
    ["plans", /new plan requests?$/],
    ["appointments", /new appointments?$/],
    ["contacts", /new messages?$/],
  ] as const) {
    const shown = Number(
      (await page.getByRole("link", { name: label }).textContent())?.match(/^\d+/)?.[0],
    );
    expect(shown).toBeGreaterThanOrEqual(Math.min(before.new[kind], after.new[kind]));
    expect(shown).toBeLessThanOrEqual(Math.max(before.new[kind], after.new[kind]));
    if (kind !== "contacts") expect(shown).toBeGreaterThan(0);
  }
  const badge = page
    .getByRole("navigation", { name: "Admin" })
    .getByRole("link", { name: /^Admin Plans, \d+ unread$/ });
  await expect(badge).toBeVisible();

  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, `/admin ${viewport.width}px`)).toEqual([]);
  }

  // The next step follows the appointment: confirmed for today with no reminder email (a request
  // made today), the reminder on WhatsApp; completed, the review request on WhatsApp.
  await mine.getByRole("button", { name: `Confirm: ${tag} Today` }).click();
  await expect(toast(page, `${tag} Today: Confirmed`)).toBeVisible();
  await expect(
    mine.getByRole("link", {
      name: `Send reminder: ${tag} Today, on WhatsApp (opens in a new tab)`,
    }),
  ).toBeVisible();
  await mine.getByRole("combobox", { name: `Status of ${tag} Today` }).selectOption("completed");
  await mine.getByRole("button", { name: `Save status of ${tag} Today` }).click();
  await expect(toast(page, `${tag} Today: Completed`)).toBeVisible();
  const review = mine.getByRole("link", {
    name: `Ask for a review: ${tag} Today, on WhatsApp (opens in a new tab)`,
  });
  await expect(review).toBeVisible();
  expect(new URL((await review.getAttribute("href"))!).searchParams.get("text")).toContain(
    "a short review",
  );
  await expect(mine.getByRole("button", { name: /^(Confirm|Mark completed): / })).toHaveCount(0);
});

test("opening a submission marks it read; its status and notes change from the keyboard", async ({
  page,
  request,
  adminApi,
}) => {
  const tag = uniqueTag("status");
  await submitPlan(request, `${tag} Asha`, "Premium Plan");
  await page.goto(`/admin-plan?q=${tag}`);
  const row = page.getByRole("row").filter({ hasText: `${tag} Asha` });
  await expect(row.getByText("Unread")).toBeVisible();
  await row.getByRole("link", { name: `${tag} Asha` }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Plan Request" })).toBeVisible();
  await expect(page).toHaveTitle(/^Plan Request \| /);
  const id = page.url().split("/").pop()!;
  await expect
    .poll(
      async () =>
        (
          (await (await adminApi.get(`/api/admin/submissions/plans/${id}`)).json()) as {
            unread: boolean;
          }
        ).unread,
    )
    .toBe(false);

  // Keyboard only: choose "Contacted", save; write a note, add it.
  const select = page.getByRole("combobox", { name: `Status of ${tag} Asha` });
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue("contacted");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: `Save status of ${tag} Asha` })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, `${tag} Asha: Contacted`)).toBeVisible();
  await expect(page.getByRole("region", { name: "Status" }).getByRole("listitem")).toHaveText(
    /New → Contacted$/,
  );

  await page.getByRole("textbox", { name: "New note" }).focus();
  await page.keyboard.type("Called at 5 pm; sends payment tomorrow");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(toast(page, "Note added")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Private notes" }).getByRole("listitem"),
  ).toContainText("Called at 5 pm; sends payment tomorrow");

  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, `plan request ${viewport.width}px`)).toEqual([]);
  }

  // The list shows the new status, read, and filters by it.
  await page.goto(`/admin-plan?q=${tag}&status=contacted`);
  await expect(row.getByRole("combobox", { name: `Status of ${tag} Asha` })).toHaveValue(
    "contacted",
  );
  await expect(row.getByText("Unread")).toHaveCount(0);
  await page.getByRole("combobox", { name: "Status", exact: true }).selectOption("new");
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByText("No plan submissions match.")).toBeVisible();

  const csv = await (await adminApi.get(`/api/plans?format=csv&q=${tag}`)).text();
  expect(csv).toContain("Contacted,Called at 5 pm; sends payment tomorrow,");
});

test("the API changes statuses and notes, and refuses what it cannot do", async ({
  request,
  adminApi,
  playwright,
  baseURL,
}) => {
  const tag = uniqueTag("api");
  await submitContact(request, { name: `${tag} Ravi` });
  const [message] = (await (await adminApi.get(`/api/contact?q=${tag}`)).json()) as {
    _id: string;
    status: string;
  }[];
  expect(message!.status).toBe("new");
  const path = `/api/admin/submissions/contacts/${message!._id}`;

  const changed = await adminApi.patch(path, { data: { status: "spam", note: "Advert" } });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({
    status: "spam",
    notes: [{ text: "Advert", at: expect.any(String) }],
    history: [{ from: "new", to: "spam", at: expect.any(String) }],
  });

  const wrong = await adminApi.patch(path, { data: { status: "booked" } });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).message).toBe(
    "Status must be one of: new, contacted, converted, closed, spam",
  );
  expect(
    (
      await adminApi.patch("/api/admin/submissions/contacts/0123456789abcdef01234567", {
        data: { status: "closed" },
      })
    ).status(),
  ).toBe(404);
  // (admin specs' request contexts carry the admin's cookie unless told otherwise)
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { Origin: baseURL! },
  });
  expect((await visitor.patch(path, { data: { status: "closed" } })).status()).toBe(401);
  await visitor.dispose();
  const crossSite = await playwright.request.newContext({
    baseURL,
    storageState: (await adminApi.storageState()) as never,
    extraHTTPHeaders: { Origin: "https://evil.example" },
  });
  expect((await crossSite.patch(path, { data: { status: "closed" } })).status()).toBe(403);
  await crossSite.dispose();
  expect((await (await adminApi.get(path)).json()).status).toBe("spam");
});

test("completing an appointment emails the client a review request exactly once", async ({
  page,
  request,
  adminApi,
}) => {
  const tag = uniqueTag("review");
  const email = `${tag}@example.com`;
  const id = await book(request, `${tag} Meena`, dateInDays(1), email);
  await page.goto(`/admin-appointments/${id}`);
  await page.getByRole("combobox", { name: `Status of ${tag} Meena` }).selectOption("completed");
  await page.getByRole("button", { name: `Save status of ${tag} Meena` }).click();
  await expect(toast(page, `${tag} Meena: Completed`)).toBeVisible();

  const review = await waitForMail(
    (m) => m.to.includes(email) && m.subject.startsWith("Thank you"),
  );
  expect(review.text).toContain("https://www.google.com/maps/");
  expect(review.text).not.toContain("Meena");

  for (const status of ["no-show", "completed"]) {
    expect(
      (
        await adminApi.patch(`/api/admin/submissions/appointments/${id}`, { data: { status } })
      ).status(),
    ).toBe(200);
  }
  // Queued once (notifyOnce): a second one would be delivered within a second, as the first was.
  await page.waitForTimeout(1000);
  const reviews = (await allMail()).filter(
    (m) => m.to.includes(email) && m.subject.startsWith("Thank you"),
  );
  expect(reviews).toHaveLength(1);
});
