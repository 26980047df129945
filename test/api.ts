import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/auth/passwords";
import { updateRecords } from "./records";

/** Helpers for calling route handlers directly with a real Request, against the file's embedded database. */
export const BASE = "http://localhost:3000";

let ipCounter = 0;
/** A fresh client address per call, so the per-IP submission limit does not interfere with unrelated tests. */
export const freshIp = () =>
  `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

type Options = {
  method?: string;
  token?: string;
  cookie?: string;
  ip?: string;
  headers?: Record<string, string>;
};

export function jsonRequest(path: string, body: unknown, options: Options = {}): Request {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers["x-auth-token"] = options.token;
  if (options.cookie) headers.cookie = `token=${options.cookie}`;
  return new Request(`${BASE}${path}`, {
    method: options.method ?? "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function getRequest(path: string, options: Options = {}): Request {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers["x-auth-token"] = options.token;
  if (options.cookie) headers.cookie = `token=${options.cookie}`;
  return new Request(`${BASE}${path}`, { method: options.method ?? "GET", headers });
}

export function formRequest(path: string, form: FormData, options: Options = {}): Request {
  const headers: Record<string, string> = {
    "x-forwarded-for": options.ip ?? freshIp(),
    ...options.headers,
  };
  if (options.token) headers["x-auth-token"] = options.token;
  if (options.cookie) headers.cookie = `token=${options.cookie}`;
  return new Request(`${BASE}${path}`, { method: options.method ?? "POST", headers, body: form });
}

/** Route context for handlers of dynamic segments. */
export const params = (id: string) => ({ params: Promise.resolve({ id }) });

/**
 * The known password, random per test file, and its hash, made once per file: a bcrypt hash at
 * the app's cost takes a quarter of a second of CPU, and files ask for the admin's token dozens
 * of times (the login that follows still checks the password for real).
 */
const KNOWN_PASSWORD = `pw-${randomBytes(8).toString("hex")}`;
let knownHash: Promise<string> | undefined;

/** Gives the seeded admin known credentials and returns them. */
export async function knownAdmin(): Promise<{ username: string; password: string }> {
  const credentials = { username: "owner", password: KNOWN_PASSWORD };
  knownHash ??= hashPassword(KNOWN_PASSWORD);
  await updateRecords(
    "admins",
    {},
    { $set: { username: credentials.username, passwordHash: await knownHash } },
  );
  return credentials;
}

/** Logs the admin in through the real login handler and returns the token. */
export async function adminToken(): Promise<string> {
  const { POST } = await import("@/app/api/admin/login/route");
  const credentials = await knownAdmin();
  const response = await POST(jsonRequest("/api/admin/login", credentials), undefined);
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.token;
}

export const validContact = (subject = "A question") => ({
  name: "Asha Verma",
  email: "asha@example.com",
  subject,
  message: "Could you help me plan meals?",
});
export const validPlan = () => ({
  name: "Ravi Kumar",
  email: "ravi@example.com",
  phone: "+91 98100 55555",
  plan: "Premium Plan",
  duration: "2 Months",
});
