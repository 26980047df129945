import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { pdfText } from "@/test/pdf-text";
import { axeViolations } from "../support/axe";
import { expect, test, uniqueTag } from "../support/fixtures";
import { DESKTOP, hydrated, MOBILE } from "../support/site-helpers";
import { waitForMail } from "../support/mail";

/**
 * The diet chart (issue 31): on the client's page the owner writes v1 from the template on a
 * phone, then v2 at a desk; the client gets the link by email, opens it in a browser of their own
 * (no admin session), sees v2 with v1 listed, reads v1, downloads the PDF; a tampered link is 404.
 */

async function writeVersion(section: Locator, title: string, content: string, version: number) {
  const save = section.getByRole("button", { name: `Save version ${version} and send it` });
  await hydrated(save);
  await section.getByLabel("Title").fill(title);
  await section.getByLabel(/^Chart/).fill(content);
  await save.click();
  await expect(section.getByRole("listitem").filter({ hasText: `v${version}` })).toContainText(
    title,
  );
}

test("the owner writes a diet chart; the client opens it, reads v1 and downloads the PDF", async ({
  adminApi,
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag("chart");
  const name = `${tag} Kavya`;
  const email = `${tag}.kavya@example.com`;
  const planned = await adminApi.post("/api/plans", {
    headers: { "X-Forwarded-For": `10.91.${randomInt(256)}.${randomInt(1, 255)}` },
    data: {
      name,
      email,
      phone: `98${randomInt(10_000_000, 99_999_999)}`,
      plan: "Basic Plan",
      duration: "1 Month",
    },
  });
  expect(planned.status()).toBe(201);

  // v1 on a phone, from the template
  await page.setViewportSize(MOBILE);
  await page.goto(`/admin-clients?q=${encodeURIComponent(tag)}`);
  await page.getByRole("link", { name }).click();
  const section = page.getByRole("region", { name: "Diet chart" });
  await expect(section).toContainText("No diet chart yet.");
  const chart = section.getByLabel(/^Chart/);
  await expect(chart).toHaveValue(/\| Early morning \| \|/);
  const template = await chart.inputValue();
  await writeVersion(
    section,
    "Weight loss plan",
    template.replace("| Breakfast | |", "| Breakfast | Vegetable poha, 1 katori |"),
    1,
  );
  expect(await axeViolations(page, "client's diet chart 375")).toEqual([]);

  // v2 at a desk
  await page.setViewportSize(DESKTOP);
  await writeVersion(
    section,
    "Weight loss plan, week 3",
    template.replace("| Lunch | |", "| Lunch | Moong dal chilla with mint chutney (₹) |"),
    2,
  );
  const whatsApp = section.getByRole("link", {
    name: `WhatsApp: Diet chart ready, to ${name} (opens in a new tab)`,
  });
  const message = new URL((await whatsApp.getAttribute("href"))!).searchParams.get("text");
  expect(message).toMatch(/Your diet chart from .+ is ready: http\S+\/diet-chart\?token=/);
  expect(await axeViolations(page, "client's diet chart 1280")).toEqual([]);

  // the client's email, and their own browser
  const mail = await waitForMail(
    (m) =>
      m.to.includes(email) && m.subject === "Your diet chart is ready" && /version 2/.test(m.text),
  );
  const link = /download it as a PDF: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/\/diet-chart\?token=[\w.-]+$/);
  expect(mail.text).not.toContain("Moong");

  const client = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const reader = await client.newPage();
  await reader.setViewportSize(MOBILE);
  const opened = await reader.goto(link!);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toMatch(/private, no-cache, no-store/);
  await expect(reader.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const main = reader.getByRole("main");
  await expect(main.getByRole("heading", { name: "Weight loss plan, week 3" })).toBeVisible();
  await expect(main).toContainText("Version 2");
  await expect(main.getByRole("cell", { name: /Moong dal chilla/ })).toBeVisible();
  const versions = main.getByRole("navigation", { name: "All versions" });
  await expect(versions.getByRole("link", { name: "Version 1: Weight loss plan" })).toBeVisible();
  const origin = new URL(baseURL!).origin;
  const scripts = await reader.evaluate(() => [...document.scripts].map((s) => s.src));
  expect(scripts.filter((src) => src && !src.startsWith(origin))).toEqual([]);
  expect(await axeViolations(reader, "diet chart page 375")).toEqual([]);
  // printed, the chart stands alone: no site header or footer, no download button
  await expect(reader.getByRole("banner")).toBeVisible();
  await reader.emulateMedia({ media: "print" });
  await expect(reader.getByRole("banner")).toBeHidden();
  await expect(reader.getByRole("contentinfo")).toBeHidden();
  await expect(main.getByRole("link", { name: "Download PDF" })).toBeHidden();
  await expect(main.getByRole("cell", { name: /Moong dal chilla/ })).toBeVisible();
  await reader.emulateMedia({ media: "screen" });

  const [download] = await Promise.all([
    reader.waitForEvent("download"),
    main.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("diet-chart-v2.pdf");
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain("Weight loss plan, week 3");
  expect(text).toContain("Moong dal chilla with mint chutney (₹)");
  expect(text).toContain(`For ${name} · Version 2`);

  await reader.setViewportSize(DESKTOP);
  await versions.getByRole("link", { name: "Version 1: Weight loss plan" }).click();
  await expect(main).toContainText("This is an earlier version.");
  await expect(main.getByRole("cell", { name: /Vegetable poha/ })).toBeVisible();
  expect(await axeViolations(reader, "diet chart page 1280")).toEqual([]);
  await client.close();

  // a link with a changed signature is nobody's
  const anonymous = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  const token = new URL(link!).searchParams.get("token")!;
  const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
  expect((await anonymous.get(`/diet-chart?token=${tampered}`)).status()).toBe(404);
  expect((await anonymous.get(`/api/diet-chart/pdf?token=${tampered}`)).status()).toBe(404);
  const pathForm = await anonymous.get(`/diet-chart/${token}`, { maxRedirects: 0 });
  expect(pathForm.status()).toBe(308);

  // the owner revokes the link: the one sent says so, the page shows a new one that works
  const shown = (await section.locator("#diet-chart-url").textContent())!;
  await section.getByRole("button", { name: "Revoke link" }).click();
  const confirm = section.getByRole("group", { name: `Revoke ${name}'s diet chart link?` });
  await confirm.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(section.getByRole("button", { name: "Revoke link" })).toBeVisible();
  await expect(section.locator("#diet-chart-url")).not.toHaveText(shown);
  const revoked = await anonymous.get(link!);
  expect(revoked.status()).toBe(200);
  expect(await revoked.text()).toContain("This link has been withdrawn");
  const fresh = await anonymous.get((await section.locator("#diet-chart-url").textContent())!);
  expect(await fresh.text()).toContain("Weight loss plan, week 3");
  await anonymous.dispose();
});
