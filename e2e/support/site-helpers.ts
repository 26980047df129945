import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./credentials";

export const MOBILE = { width: 375, height: 800 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A unique marker so a test finds its own records among everyone else's. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** An admin-only list (contacts, appointments, plans), read as an API client would. */
export async function adminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path, {
    headers: { "x-auth-token": await adminToken(request) },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as T[];
}

/**
 * Waits until React has hydrated `element`. Text typed into a controlled field before then can be
 * put back to the server's value by hydration; a test types in milliseconds after the load and
 * would then send the old text. React keeps its props on each element it has taken over.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))),
    )
    .toBe(true);
}

/** The toast react-hot-toast shows (role=status, polite). */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });

/**
 * The e2e server listens on IPv6 too. Requests to [::1] come from a different client address
 * than the usual 127.0.0.1, so a test can use up the per-IP submission limit there without
 * touching the other tests.
 */
export const ipv6Origin = (baseURL: string) =>
  baseURL.replace("127.0.0.1", "[::1]").replace("localhost", "[::1]");

/**
 * Uses up the per-minute submission limit of `origin`'s client address: call it right before the
 * submission that must be refused (a form already filled). The limit counts in fixed minutes, so
 * in a minute's last 6 seconds it waits for the next one first.
 */
export async function exhaustSubmissionLimit(
  request: APIRequestContext,
  origin: string,
): Promise<void> {
  const secondsIntoMinute = (Date.now() % 60_000) / 1000;
  if (secondsIntoMinute > 54)
    await new Promise((resolve) => setTimeout(resolve, (60.5 - secondsIntoMinute) * 1000));
  for (let i = 0; i < 100; i++) {
    const response = await request.post(`${origin}/api/contact`, { data: {} });
    if (response.status() === 429) return;
    expect(response.status()).toBe(400);
  }
  throw new Error("The submission limit never answered 429");
}
