import { expect, test, type APIRequestContext } from "@playwright/test";
import {
  descendantsNamed,
  exited,
  isRunning,
  killTree,
  newDataDir,
  startApp,
  type AppProcess,
} from "./support/app-process";

// Each test runs the app as `npm start` does, on a data directory of its own, and stops, kills
// and starts it again; they take a few seconds each, one at a time.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "password-from-env" };
let apps: AppProcess[] = [];

test.afterEach(() => {
  for (const app of apps) killTree(app);
  apps = [];
});

async function start(dataDir: string, env: Record<string, string> = ADMIN) {
  const app = await startApp(dataDir, env);
  apps.push(app);
  return app;
}

const contact = (subject: string) => ({
  name: "Asha Verma",
  email: "asha@example.com",
  subject,
  message: "Could you help me plan meals?",
});

function nextWeekday(): string {
  for (let days = 3; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

async function login(request: APIRequestContext, app: AppProcess, password: string) {
  const response = await request.post(`${app.baseURL}/api/admin/login`, {
    data: { username: "owner", password },
  });
  return response.ok() ? String((await response.json()).token) : null;
}

async function subjects(request: APIRequestContext, app: AppProcess, token: string) {
  const response = await request.get(`${app.baseURL}/api/contact`, {
    headers: { "x-auth-token": token },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { subject: string }[]).map((c) => c.subject);
}

test("after Ctrl-C and a new start, the data, the session, the emailed cancel link and the changed password are all there; SIGTERM stops it cleanly too", async ({
  request,
}) => {
  const dataDir = newDataDir();
  const first = await start(dataDir);
  const envToken = await login(request, first, "password-from-env");
  const changed = await request.post(`${first.baseURL}/api/admin/updateCredentials`, {
    headers: { "x-auth-token": envToken! },
    data: {
      currentUsername: "owner",
      currentPassword: "password-from-env",
      newPassword: "changed-in-the-admin",
    },
  });
  const token = String((await changed.json()).token);
  expect(
    (
      await request.post(`${first.baseURL}/api/contact`, { data: contact("Before Ctrl-C") })
    ).status(),
  ).toBe(201);
  const booked = await request.post(`${first.baseURL}/api/appointments`, {
    data: {
      name: "Neha Gupta",
      email: "neha@example.com",
      phone: "98100 12345",
      disease: "Thyroid",
      date: nextWeekday(),
      time: "11:00",
    },
  });
  expect(booked.status()).toBe(201);
  await expect
    .poll(() => /appointment\/cancel\?token=(\S+)/.exec(first.output())?.[1])
    .toBeTruthy();
  const cancelToken = decodeURIComponent(
    /appointment\/cancel\?token=(\S+)/.exec(first.output())![1]!,
  );
  const database = descendantsNamed(first.process.pid!, "store-server");
  expect(database).toHaveLength(1);

  process.kill(first.process.pid!, "SIGINT"); // Ctrl-C
  expect(await exited(first)).toBe(0);
  await expect.poll(() => isRunning(database[0]!)).toBe(false); // no database left behind

  const second = await start(dataDir);
  expect(await subjects(request, second, token)).toContain("Before Ctrl-C");
  expect(await login(request, second, "password-from-env")).toBeNull();
  expect(await login(request, second, "changed-in-the-admin")).not.toBeNull();
  const cancelled = await request.post(`${second.baseURL}/api/appointments/cancel`, {
    data: { token: cancelToken },
  });
  expect(cancelled.status()).toBe(200);

  // SIGTERM (a service manager's stop) ends it the same clean way.
  const secondDatabase = descendantsNamed(second.process.pid!, "store-server");
  process.kill(second.process.pid!, "SIGTERM");
  expect(await exited(second)).toBe(0);
  await expect.poll(() => secondDatabase.some(isRunning)).toBe(false);
  expect(second.output()).toMatch(
    /SIGTERM: finishing the requests under way, then saving the data/,
  );
});

test("kill -9 of the whole process tree keeps every write older than a second, and leaves no database behind", async ({
  request,
}) => {
  const dataDir = newDataDir();
  const first = await start(dataDir);
  const token = (await login(request, first, "password-from-env"))!;
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${first.baseURL}/api/contact`, {
      data: contact(`Written ${i}`),
    });
    expect(response.status()).toBe(201);
  }
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const database = descendantsNamed(first.process.pid!, "store-server");
  killTree(first);
  await exited(first);
  await expect.poll(() => database.some(isRunning)).toBe(false);

  const second = await start(dataDir);
  const kept = await subjects(request, second, token);
  for (let i = 0; i < 5; i++) expect(kept).toContain(`Written ${i}`);
});

test("a killed database is replaced: 503 with the error shape within 5 s, serving again within 30 s", async ({
  request,
}) => {
  const app = await start(newDataDir());
  const token = (await login(request, app, "password-from-env"))!;
  await request.post(`${app.baseURL}/api/contact`, { data: contact("Before the crash") });
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const [database] = descendantsNamed(app.process.pid!, "store-server");
  process.kill(database!, "SIGKILL");

  // The restart takes well under a second, so a request may meet the gap or the new database:
  // each must be answered within 5 s, by the §8 error shape or by success, never hang or crash.
  const crashedAt = Date.now();
  const answers: number[] = [];
  for (let i = 0; Date.now() - crashedAt < 10_000; i++) {
    const sentAt = Date.now();
    const during = await request.post(`${app.baseURL}/api/contact`, {
      data: contact(`During the restart ${i}`),
      timeout: 10_000,
    });
    expect(Date.now() - sentAt).toBeLessThan(5_000);
    answers.push(during.status());
    if (during.status() === 201) break;
    expect(during.status()).toBe(503);
    expect(await during.json()).toMatchObject({
      success: false,
      error: { message: expect.any(String) },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(answers.at(-1)).toBe(201);

  await expect
    .poll(async () => (await request.get(`${app.baseURL}/api/health`)).status(), {
      timeout: 30_000,
    })
    .toBe(200);
  expect(Date.now() - crashedAt).toBeLessThan(30_000);
  expect(await subjects(request, app, token)).toContain("Before the crash");
  expect(descendantsNamed(app.process.pid!, "store-server")).toHaveLength(1);
  expect(app.output()).toMatch(/The embedded database stopped unexpectedly/);
});
