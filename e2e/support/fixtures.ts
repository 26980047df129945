import { randomInt } from "node:crypto";
import { test as base, expect, type APIRequestContext } from "@playwright/test";
import { ADMIN_STORAGE_STATE } from "./e2e-env";

/**
 * `test` for admin specs: `page` starts logged in (cookie from auth.setup.ts) and `adminApi`
 * is an API client with the same session. Data is created through the public endpoints.
 */
export const test = base.extend<{ adminApi: APIRequestContext }>({
  storageState: ADMIN_STORAGE_STATE,
  adminApi: async ({ playwright, baseURL }, provide) => {
    // Cookie-authenticated writes must come from our own origin, as a browser's would.
    const api = await playwright.request.newContext({
      baseURL,
      storageState: ADMIN_STORAGE_STATE,
      extraHTTPHeaders: { Origin: baseURL ?? "" },
    });
    await provide(api);
    await api.dispose();
  },
});
export { expect };

/** A short tag unique to one test run, put into names so each test finds only its own rows. */
export const uniqueTag = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

/** Each submission from its own address, so seeding many rows stays under the per-IP limit. */
const fromSomewhere = () => ({
  "X-Forwarded-For": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
});

async function submit(request: APIRequestContext, path: string, data: Record<string, string>) {
  const response = await request.post(path, { data, headers: fromSomewhere() });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
}

export const PLAN_DURATION = {
  "Basic Plan": "1 Month",
  "Premium Plan": "2 Months",
  "Ultimate Plan": "3 Months",
} as const;
export type PlanName = keyof typeof PLAN_DURATION;

export const submitPlan = (
  request: APIRequestContext,
  name: string,
  plan: PlanName,
  phone = "+91 98100 00000",
) =>
  submit(request, "/api/plans", {
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
    phone,
    plan,
    duration: PLAN_DURATION[plan],
  });

export const submitContact = (
  request: APIRequestContext,
  fields: { name: string; subject?: string; message?: string; email?: string },
) =>
  submit(request, "/api/contact", {
    name: fields.name,
    email: fields.email ?? "visitor@example.com",
    subject: fields.subject ?? "A question",
    message: fields.message ?? "Hello, I would like to know more.",
  });

/** `days` from today, YYYY-MM-DD (in India, where the server checks 'today or later'). */
export function dateInDays(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(date);
}

export const submitAppointment = (request: APIRequestContext, name: string, date: string) =>
  submit(request, "/api/appointments", {
    name,
    email: "patient@example.com",
    phone: "9810012345",
    disease: "Thyroid check-up",
    date,
  });
