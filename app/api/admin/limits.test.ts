import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The app reads SMTP_URL once at start: point it at this file's receiver before anything loads.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
  process.env.OWNER_EMAIL = "owner@clinic.example";
});

import { connectDb } from "@/lib/server/db";
import { jsonRequest, knownAdmin } from "@/test/api";
import { subjectOf, textOf } from "@/test/mime";
import { pinToWindowStart } from "@/test/limit-window";
import { clearRecords, findRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort, waitForMail } from "@/test/smtp";
import { POST as login } from "./login/route";
import { POST as updateCredentials } from "./updateCredentials/route";

// Each attempt that reaches the password check costs a bcrypt comparison (cost 12).
const SLOW = 120_000;

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
  await connectDb();
});
afterAll(() => smtp.close());
const WINDOW_MS = 15 * 60_000;
beforeEach(async () => {
  await clearRecords("rateLimits", "outbox");
  smtp.received.length = 0;
  pinToWindowStart(WINDOW_MS);
});
afterEach(() => {
  vi.useRealTimers();
});

type Answer = { status: number; retryAfter: number; message: string };

async function answer(response: Response): Promise<Answer> {
  const body = (await response.json()) as { message?: string };
  return {
    status: response.status,
    retryAfter: Number(response.headers.get("retry-after")),
    message: body.message ?? "",
  };
}

/** Sends `count` requests at once and returns the answers. */
const race = (count: number, send: (i: number) => Promise<Response>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i).then(answer)));

const tally = (answers: Answer[]) =>
  answers.reduce<Record<number, number>>(
    (n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }),
    {},
  );

const signIn = (body: object, ip: string) =>
  login(jsonRequest("/api/admin/login", body, { ip }), undefined);

const PER_ADDRESS = "Too many failed attempts. Please try again later.";
const PER_ACCOUNT =
  /^Too many failed sign-in attempts for this account\. Sign-in is paused: please try again in \d+ minutes?\.$/;

describe("login limit per address and username", () => {
  it(
    "lets 5 of 40 concurrent wrong passwords reach the check, then refuses even the right one",
    async () => {
      const credentials = await knownAdmin();
      const ip = "10.88.0.1";
      const answers = await race(40, (i) => signIn({ ...credentials, password: `wrong-${i}` }, ip));
      expect(tally(answers)).toEqual({ 401: 5, 429: 35 });
      for (const a of answers.filter((a) => a.status === 401))
        expect(a.message).toBe("Invalid credentials");
      for (const a of answers.filter((a) => a.status === 429)) {
        expect(a.message).toBe(PER_ADDRESS);
        expect(a.retryAfter).toBeGreaterThan(0);
      }
      const right = await answer(await signIn(credentials, ip));
      expect(right).toMatchObject({ status: 429, message: PER_ADDRESS });
      expect((await signIn(credentials, "10.88.0.2")).status).toBe(200);
    },
    SLOW,
  );

  it(
    "counts only failures: her own sign-ins never use the limit up",
    async () => {
      const credentials = await knownAdmin();
      const ip = "10.88.1.1";
      for (let i = 0; i < 4; i++)
        expect((await signIn({ ...credentials, password: "wrong" }, ip)).status).toBe(401);
      for (let i = 0; i < 3; i++) expect((await signIn(credentials, ip)).status).toBe(200);
      expect((await signIn({ ...credentials, password: "wrong" }, ip)).status).toBe(401);
      expect((await signIn(credentials, ip)).status).toBe(429);
    },
    SLOW,
  );
});

describe("login limit per account, across addresses", () => {
  const ownerAlerts = async () => findRecords("outbox", { to: "owner@clinic.example" });

  it(
    "pauses sign-in after 20 failures from many addresses and emails the owner once",
    async () => {
      const credentials = await knownAdmin();
      const wrong = (i: number) => ({ ...credentials, password: `guess-${i}` });
      const answers = await race(40, (i) => signIn(wrong(i), `10.89.${i}.1`));
      expect(tally(answers)).toEqual({ 401: 20, 429: 20 });
      for (const a of answers.filter((a) => a.status === 429)) {
        expect(a.message).toMatch(PER_ACCOUNT);
        expect(a.retryAfter).toBeGreaterThan(0);
      }
      // more blocked guesses from yet more addresses, then the right password: all refused
      const more = await race(20, (i) => signIn(wrong(100 + i), `10.90.${i}.1`));
      expect(tally(more)).toEqual({ 429: 20 });
      const right = await answer(await signIn(credentials, "10.91.0.1"));
      expect(right.status).toBe(429);
      expect(right.message).toMatch(PER_ACCOUNT);

      expect(await ownerAlerts()).toHaveLength(1);
      const mail = await waitForMail(smtp.received, (m) => m.to.includes("owner@clinic.example"));
      const text = textOf(mail.parsed);
      expect(subjectOf(mail.parsed)).toBe("Admin sign-in paused: 20 failed attempts for owner");
      expect(text).toContain('"owner"');
      expect(text).toContain("20 failed sign-in attempts within 15 minutes");
      expect(text).toMatch(/is paused until \w+day, \d+ \w+ \d{4} at \d+:\d\d [ap]m IST\./);
      expect(text).toMatch(/change your password/i);
      expect(text).not.toContain(credentials.password);
      expect(text).not.toContain("guess-");
      await vi.waitFor(async () => expect((await ownerAlerts())[0]?.status).toBe("sent"));
      expect(smtp.received.filter((m) => m.to.includes("owner@clinic.example"))).toHaveLength(1);
    },
    SLOW,
  );

  it(
    "answers an unknown username exactly like a known one, and emails nobody about it",
    async () => {
      await knownAdmin();
      const answers = await race(40, (i) =>
        signIn({ username: "not-an-admin", password: `guess-${i}` }, `10.92.${i}.1`),
      );
      expect(tally(answers)).toEqual({ 401: 20, 429: 20 });
      for (const a of answers.filter((a) => a.status === 401))
        expect(a.message).toBe("Invalid credentials");
      for (const a of answers.filter((a) => a.status === 429))
        expect(a.message).toMatch(PER_ACCOUNT);
      expect(await findRecords("outbox")).toHaveLength(0);
    },
    SLOW,
  );
});

describe("updateCredentials current-password limit", () => {
  const WRONG = "The current username or password is incorrect";
  const TOO_MANY = /^Too many wrong current passwords\. Please try again in \d+ minutes?\.$/;

  async function session() {
    const credentials = await knownAdmin();
    const body = (await (await signIn(credentials, "10.93.0.1")).json()) as { token: string };
    return { credentials, token: body.token };
  }
  const change = (token: string, currentPassword: string, currentUsername = "owner") =>
    updateCredentials(
      jsonRequest(
        "/api/admin/updateCredentials",
        { currentUsername, currentPassword, newPassword: "a-new-long-password" },
        { token },
      ),
      undefined,
    );

  it(
    "lets 5 of 40 concurrent wrong current passwords reach the check, then refuses even the right one",
    async () => {
      const { credentials, token } = await session();
      const answers = await race(40, (i) => change(token, `wrong-${i}`));
      expect(tally(answers)).toEqual({ 403: 5, 429: 35 });
      for (const a of answers.filter((a) => a.status === 403)) expect(a.message).toBe(WRONG);
      for (const a of answers.filter((a) => a.status === 429)) {
        expect(a.message).toMatch(TOO_MANY);
        expect(a.retryAfter).toBeGreaterThan(0);
      }
      expect((await change(token, credentials.password)).status).toBe(429);
    },
    SLOW,
  );

  it(
    "counts only wrong answers: a successful change gives its attempt back",
    async () => {
      const { credentials, token } = await session();
      for (let i = 0; i < 4; i++) expect((await change(token, `wrong-${i}`)).status).toBe(403);
      const changed = await change(token, credentials.password);
      expect(changed.status).toBe(200);
      const fresh = ((await changed.json()) as { token: string }).token;
      expect((await change(fresh, "wrong-again")).status).toBe(403);
      expect((await change(fresh, "wrong-once-more")).status).toBe(429);
    },
    SLOW,
  );
});
