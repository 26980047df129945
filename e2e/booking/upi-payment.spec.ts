import type { Browser, Page } from "@playwright/test";
import QRCode from "qrcode";
import { axeViolations } from "../support/axe";
import { E2E_ADMIN } from "../support/credentials";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE, toast } from "../support/site-helpers";
import { spokenDate, weekdayInIndia } from "../support/dates";
import { killTree, newDataDir, startApp } from "../support/app-process";
import { allMail, waitForMail } from "../support/mail";

/**
 * UPI payment of a plan request (the e2e server runs with UPI_VPA=poshan.clinic@okaxis): the
 * payment step after the request, the signed payment page from the email, the client's UTR, the
 * owner's 'Mark paid' and the receipt, once; the same for a consultation paid ahead; and an app
 * without UPI_VPA shows none of it.
 */

const VPA = "poshan.clinic@okaxis";
const adminEnv = { ADMIN_USERNAME: E2E_ADMIN.username, ADMIN_PASSWORD: E2E_ADMIN.password };
const RECEIPT = /^Receipt number: (\d{4}-\d{2}\/\d{4,})$/m;

/** A visitor's browser: none of the admin's cookies. */
async function visitor(
  browser: Browser,
  viewport: typeof MOBILE | typeof DESKTOP,
  baseURL?: string,
) {
  const context = await browser.newContext({
    viewport,
    storageState: { cookies: [], origins: [] },
    ...(baseURL ? { baseURL } : {}),
  });
  return context.newPage();
}

async function requestPlan(page: Page, name: string, email: string, plan: string) {
  await page.goto("/pricing");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: plan, exact: true }) });
  await card.getByRole("button", { name: "Choose Plan" }).click();
  const dialog = page.getByRole("dialog", { name: `Request the ${plan}` });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone", { exact: true }).fill("98100 77777");
  await dialog.getByRole("checkbox", { name: /I agree/ }).check();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(toast(page, "Form submitted successfully!")).toBeVisible();
  await expect(dialog).toBeHidden();
  return card;
}

/** The payment page's link in the acknowledgement email to `email`. */
async function payPageFromEmail(email: string): Promise<string> {
  const ack = await waitForMail((m) => m.to.includes(email) && /received/i.test(m.subject));
  const match = /Pay by UPI: (\S+)/.exec(ack.text);
  expect(match, ack.text).not.toBeNull();
  return match![1]!;
}

test("on a phone: request, Pay with UPI opens the UPI app, the UTR from the email's page, paid, one receipt", async ({
  browser,
  page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("upi");
  const name = `${tag} Kavya`;
  const email = `${tag}.kavya@example.com`;
  const phone = await visitor(browser, MOBILE);
  const card = await requestPlan(phone, name, email, "Basic Plan");

  const step = card.getByRole("region", { name: "Pay ₹2,999 with UPI" });
  const payLink = step.getByRole("link", { name: "Pay ₹2,999 with UPI" });
  await expect(payLink).toBeVisible();
  const upiUrl = (await payLink.getAttribute("href"))!;
  const reference = /&tr=([2-9A-Z]{8})&/.exec(upiUrl)?.[1];
  expect(upiUrl).toBe(
    `upi://pay?pa=${VPA}&pn=Poshan%20Diet%20Clinic&am=2999.00&cu=INR&tr=${reference}&tn=Basic%20Plan%2C%201%20Month`,
  );
  await expect(step).toContainText(`Payment reference ${reference}`);
  await expect(step.getByRole("img", { name: /^QR code/ })).toBeHidden();
  await expect(step.getByRole("button", { name: "Copy UPI ID" })).toBeVisible();
  await expect(step.getByText(VPA, { exact: true })).toBeVisible();
  expect(await axeViolations(phone, "/pricing with the payment step (375px):", "main")).toEqual([]);

  // The email's link: the signed payment page, not indexed.
  const pageUrl = await payPageFromEmail(email);
  expect(pageUrl).toMatch(new RegExp(`/pay\\?ref=${reference}-[A-Za-z0-9_-]{16}$`));
  await expect(step.getByRole("link", { name: "your payment page" })).toHaveAttribute(
    "href",
    pageUrl,
  );
  await phone.goto(pageUrl);
  await expect(phone).toHaveTitle(/^Pay for your plan \| /);
  await expect(phone.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const payment = phone.getByRole("region", { name: "Your payment" });
  await expect(payment).toContainText("Basic Plan, 1 Month");
  await expect(payment).toContainText("₹2,999");
  await expect(payment.getByRole("link", { name: "Pay ₹2,999 with UPI" })).toHaveAttribute(
    "href",
    upiUrl,
  );

  // A UTR in the wrong format is refused next to the field; the right one is received.
  const utrField = payment.getByLabel("UPI transaction reference (UTR)");
  await utrField.fill("4123 5678");
  await payment.getByRole("button", { name: "Send UTR" }).click();
  await expect(utrField).toHaveAccessibleDescription(
    /Enter the 12-digit UPI transaction reference/,
  );
  const utr = `4${String(Date.now()).slice(-11)}`;
  await utrField.fill(`${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`);
  await payment.getByRole("button", { name: "Send UTR" }).click();
  await expect(toast(phone, "Thank you! We received your UTR.")).toBeVisible();
  // the form's own status line (the Send button has one of its own while sending)
  const received = payment.getByRole("status").filter({ hasText: "We received your" });
  await expect(received).toContainText(`We received your UTR ${utr}`);
  const told = await waitForMail((m) => m.subject === `UPI payment sent: Basic Plan from ${name}`);
  expect(told.text).toContain(utr);
  // from the top: scrolled to the form, the Pay button would sit under the sticky header, which
  // axe counts against the button's target size
  await phone.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(phone, "/pay after the UTR (375px):", "main")).toEqual([]);
  // A corrected UTR is kept beside the first one, for the owner to check both.
  const corrected = `${utr.slice(0, -1)}${utr.endsWith("9") ? "8" : "9"}`;
  await payment.getByLabel("Send a corrected UTR").fill(corrected);
  await payment.getByRole("button", { name: "Send UTR" }).click();
  await expect(received).toContainText(
    `We received your UTRs ${utr} and ${corrected}. We will check each`,
  );
  await waitForMail((m) => m.subject === `Another UTR: Basic Plan from ${name}`);

  // The owner: 'UTR sent' in the list and its filter, then 'Mark paid' on the request's page.
  await page.goto(`/admin-plan?q=${tag}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByRole("cell", { name: "UTR sent" })).toBeVisible();
  await page.getByRole("combobox", { name: "Payment" }).selectOption("utr-sent");
  await expect(page).toHaveURL(/payment=utr-sent/);
  await expect(row).toBeVisible();
  await page.getByRole("combobox", { name: "Payment" }).selectOption("paid");
  await expect(page).toHaveURL(/payment=paid/);
  await expect(row).toHaveCount(0);

  await page.goto(`/admin-plan?q=${tag}`);
  await row.getByRole("link", { name }).click();
  const panel = page.getByRole("region", { name: /^Payment/ });
  await expect(panel).toContainText(reference!);
  await expect(panel.getByLabel("UTR (optional)")).toHaveValue(utr);
  await expect(panel).toContainText(`Other UTRs from the client${corrected} (sent`);
  await panel.getByRole("button", { name: "Mark paid" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, `${name}: paid, receipt sent`)).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Payment Paid" })).toBeVisible();
  const receipt = await waitForMail((m) => m.to.includes(email) && /receipt/i.test(m.subject));
  const number = RECEIPT.exec(receipt.text)?.[1];
  expect(number).toMatch(/^20\d{2}-\d{2}\/\d{4,}$/);
  expect(receipt.subject).toBe(`Payment receipt ${number} from Poshan Diet Clinic`);
  expect(receipt.text).toContain("For: Basic Plan, 1 Month");
  expect(receipt.text).toContain("Amount received: ₹2,999 (paid by UPI)");
  expect(receipt.text).toContain(`UPI transaction reference (UTR): ${utr}`);
  expect(receipt.text).not.toContain(name); // no visitor's words in visitor mail
  await expect(panel).toContainText(number!);
  await expect(page.getByRole("region", { name: "Status" })).toContainText(
    "Payment: UTR sent → Paid",
  );

  // Unpaid and paid again: the same number, and still one receipt.
  await panel.getByRole("button", { name: "Mark unpaid" }).click();
  await expect(panel.getByRole("heading", { name: "Payment Unpaid" })).toBeVisible();
  await panel.getByRole("button", { name: "Mark paid" }).click();
  await expect(panel.getByRole("heading", { name: "Payment Paid" })).toBeVisible();
  await expect(panel).toContainText(number!);
  const csv = await (await adminApi.get(`/api/plans?format=csv&q=${tag}`)).text();
  expect(csv.split("\n")[0]).toContain("Payment,UTR,Receipt number");
  expect(csv).toContain(`Paid,${utr}; ${corrected},${number},`);
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, `/admin-plan/[id] ${viewport.width}px`)).toEqual([]);
  }

  // The client's page now says paid; the UTR call answers 409.
  await phone.reload();
  await expect(payment).toContainText(
    `is paid. Thank you! Your receipt ${number} was sent by email.`,
  );
  await expect(payment.getByRole("button", { name: "Send UTR" })).toHaveCount(0);
  const again = await phone.request.post(`/api/payments/${pageUrl.split("/pay?ref=")[1]}/utr`, {
    data: { utr },
  });
  expect(again.status()).toBe(409);
  await phone.context().close();
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // a second receipt would be out by now
  expect((await allMail()).filter((m) => m.subject === receipt.subject)).toHaveLength(1);
});

test("on a wider screen the payment step is a QR code of the same UPI link", async ({
  browser,
}) => {
  const tag = uniqueTag("upiqr");
  const desktop = await visitor(browser, DESKTOP);
  const card = await requestPlan(
    desktop,
    `${tag} Ravi`,
    `${tag}.ravi@example.com`,
    "Ultimate Plan",
  );
  const step = card.getByRole("region", { name: "Pay ₹7,999 with UPI" });
  await expect(step.getByRole("heading", { name: "Pay ₹7,999 with UPI" })).toBeVisible();
  const phoneLink = step.locator('a[href^="upi:"]');
  await expect(phoneLink).toHaveCount(1);
  await expect(phoneLink).toBeHidden();
  const qr = step.getByRole("img", { name: `QR code: Pay ₹7,999 with UPI to ${VPA}` });
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The QR is the phone's link: the same URI drawn by the same encoder gives the same drawing.
  const upiUrl = (await phoneLink.getAttribute("href"))!;
  expect(upiUrl).toContain("&am=7999.00&cu=INR&");
  expect(upiUrl).toContain("&tn=Ultimate%20Plan%2C%203%20Months");
  const served = await desktop.request.get((await qr.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toContain("image/svg+xml");
  const expected = await QRCode.toString(upiUrl, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
    color: { dark: "#0f172a", light: "#ffffff" },
  });
  expect(await served.text()).toBe(expected);
  expect(await axeViolations(desktop, "/pricing with the QR (1280px):", "main")).toEqual([]);

  // A forged or bare reference: no page, no QR, no UTR.
  const signed = (await qr.getAttribute("src"))!.split("/")[3]!;
  const forged = `${signed.slice(0, 9)}${signed.at(9) === "A" ? "B" : "A"}${signed.slice(10)}`;
  for (const bad of [forged, signed.slice(0, 8)]) {
    expect((await desktop.request.get(`/api/payments/${bad}/qr`)).status()).toBe(404);
    const utr = await desktop.request.post(`/api/payments/${bad}/utr`, {
      data: { utr: "412345678901" },
    });
    expect(utr.status()).toBe(404);
    await desktop.goto(`/pay?ref=${bad}`);
    await expect(desktop.getByText("This payment link is not valid.")).toBeVisible();
  }
  // A link of the first form (/pay/<signed reference>, in emails already sent) still leads there.
  await desktop.goto(`/pay/${signed}`);
  await expect(desktop).toHaveURL(`/pay?ref=${signed}`);
  await expect(desktop.getByRole("region", { name: "Your payment" })).toContainText(
    "Ultimate Plan",
  );
  const wrong = await desktop.request.post(`/api/payments/${signed}/utr`, {
    data: { utr: "12ab" },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).error.fields.utr).toEqual([
    "Enter the 12-digit UPI transaction reference (UTR), digits only",
  ]);
  await desktop.context().close();
});

test("without UPI_VPA a plan request has no payment step anywhere", async ({ browser }) => {
  test.setTimeout(120_000);
  const app = await startApp(newDataDir(), { UPI_VPA: "", ...adminEnv });
  const page = await visitor(browser, MOBILE, app.baseURL);
  try {
    const tag = uniqueTag("noupi");
    const card = await requestPlan(page, `${tag} Anu`, `${tag}.anu@example.com`, "Premium Plan");
    await expect(card.getByRole("status")).toContainText(
      "Your request for the Premium Plan is in.",
    );
    await expect(page.getByText(/with UPI|UPI ID|Payment reference/)).toHaveCount(0);

    const api = await page.request.post("/api/plans", {
      data: {
        name: `${tag} Api`,
        email: `${tag}.api@example.com`,
        phone: "9810012345",
        plan: "Basic Plan",
        duration: "1 Month",
      },
    });
    expect(api.status()).toBe(201);
    expect(Object.keys(await api.json()).sort()).toEqual(["data", "success"]);
    // Without SMTP_URL emails go to the log: the acknowledgements have no payment link.
    await expect.poll(() => app.output().includes(`to=${tag}.api@example.com`)).toBe(true);
    expect(app.output()).toContain(`to=${tag}.anu@example.com`);
    expect(app.output()).not.toMatch(/by UPI|\/pay\?ref=/);
    await page.goto("/pay?ref=K7M3Q9TX-AAAAAAAAAAAAAAAA");
    await expect(page.getByText("This payment link is not valid.")).toBeVisible();

    // The owner's list: no payment column or filter, no payment columns in the CSV.
    await page.goto("/AdminLogin");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin-plan$/);
    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole("row").filter({ hasText: `${tag} Anu` })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Status" })).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Payment" })).toHaveCount(0);
    await expect(page.getByRole("combobox", { name: "Payment" })).toHaveCount(0);
    const csv = await (await page.request.get(`/api/plans?format=csv&q=${tag}`)).text();
    expect(csv.split("\n")[0]).not.toMatch(/Payment|UTR|Receipt/);
    await page.getByRole("link", { name: `${tag} Anu` }).click();
    await expect(page.getByRole("heading", { name: "Private notes" })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Payment/ })).toHaveCount(0);
  } finally {
    await page.context().close();
    killTree(app);
  }
});

test("a consultation paid ahead: the UPI step after booking, the UTR on its pay page, the desk, 'Mark paid'", async ({
  browser,
  page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag("prepay");
  const typeName = `Paid consultation ${tag}`;
  const created = await adminApi.post("/api/admin/appointment-types", {
    data: { name: typeName, durationMinutes: 30, price: 800, modes: ["video"], prepay: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const typeId = ((await created.json()) as { _id: string })._id;
  const desktop = await visitor(browser, DESKTOP);
  try {
    const name = `${tag} Nisha`;
    const email = `${tag}.nisha@example.com`;
    const date = weekdayInIndia(5);
    const when = `${typeName} on ${spokenDate(date)} at`;
    const form = desktop.getByRole("form", { name: "Appointment form" });
    const type = form.getByRole("radio", { name: new RegExp(typeName) });
    // the booking page is regenerated once the owner's change has expired it
    await expect(async () => {
      await desktop.goto("/appointment");
      await expect(type).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await hydrated(form.getByLabel("Name"));
    await type.check();
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone", { exact: true }).fill("9810077777");
    await form.getByLabel("Preferred date").fill(date);
    await form
      .getByRole("group", { name: "Time (India Standard Time)" })
      .getByRole("radio")
      .first()
      .check();
    await form.getByLabel(/Reason for appointment/).fill("Thyroid");
    await form.getByRole("checkbox", { name: /I agree/ }).check();
    await form.getByRole("button", { name: "Book Appointment" }).click();
    await expect(toast(desktop, "Appointment booked successfully!")).toBeVisible();

    const step = desktop.getByRole("region", { name: "Pay ₹800 with UPI" });
    await expect(
      step.getByRole("img", { name: `QR code: Pay ₹800 with UPI to ${VPA}` }),
    ).toBeVisible();
    const reference = /Payment reference ([2-9A-Z]{8})/.exec(await step.innerText())?.[1];
    expect(reference).toBeDefined();
    const pageUrl = (await step
      .getByRole("link", { name: "your payment page" })
      .getAttribute("href"))!;
    const confirmation = await waitForMail(
      (m) => m.to.includes(email) && m.subject.startsWith("Appointment confirmed"),
    );
    expect(confirmation.text).toContain(
      `You can pay ₹800 by UPI (Google Pay, PhonePe, Paytm, BHIM) now.\nPay by UPI: ${pageUrl}`,
    );
    expect(confirmation.text).not.toContain(name);

    await desktop.goto(pageUrl);
    await expect(desktop).toHaveTitle(/^Pay for your consultation \| /);
    const payment = desktop.getByRole("region", { name: "Your payment" });
    await expect(payment).toContainText(`Consultation${when}`);
    await expect(payment).toContainText("₹800");
    const utr = `5${String(Date.now()).slice(-11)}`;
    await payment.getByLabel("UPI transaction reference (UTR)").fill(utr);
    await payment.getByRole("button", { name: "Send UTR" }).click();
    await expect(toast(desktop, "Thank you! We received your UTR.")).toBeVisible();

    // The owner: the UTR to check on the desk, then 'Mark paid' on the appointment's page.
    await page.goto("/admin");
    const item = page
      .getByRole("region", { name: "Payments to check" })
      .getByRole("listitem")
      .filter({ hasText: name });
    await expect(item).toContainText(when);
    await expect(item).toContainText(`₹800 · UTR ${utr}`);
    await item.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/admin-appointments\/[0-9a-f]{24}$/);
    const panel = page.getByRole("region", { name: /^Payment/ });
    await expect(panel).toContainText(reference!);
    await expect(panel.getByLabel("UTR (optional)")).toHaveValue(utr);
    await panel.getByRole("button", { name: "Mark paid" }).click();
    await expect(toast(page, `${name}: paid, receipt sent`)).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Payment Paid" })).toBeVisible();
    const receipt = await waitForMail((m) => m.to.includes(email) && /receipt/i.test(m.subject));
    expect(receipt.text).toContain(`For: ${typeName}, ${spokenDate(date)} at`);
    expect(await axeViolations(page, "/admin-appointments/[id] with a payment")).toEqual([]);
  } finally {
    await desktop.context().close();
    await adminApi.delete(`/api/admin/appointment-types/${typeId}`);
  }
});
