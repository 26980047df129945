import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PUSH_SUBSCRIPTIONS } from "@/lib/data/push-subscriptions";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { startPushReceiver } from "@/test/push-receiver";
import { clearRecords, countRecords } from "@/test/records";
import { GET } from "./route";
import { DELETE, POST } from "./subscriptions/route";

let token: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  token = await adminToken();
  receiver = await startPushReceiver();
  return () => receiver.close();
});
beforeEach(() => clearRecords("pushSubscriptions"));

const status = async (endpoint?: string) => {
  const query = endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : "";
  const response = await GET(getRequest(`/api/admin/push${query}`, { token }), undefined);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as { publicKey: string; subscribed: boolean };
};
const save = (body: unknown, options = { token }) =>
  POST(jsonRequest("/api/admin/push/subscriptions", body, options), undefined);
const remove = (body: unknown) =>
  DELETE(
    jsonRequest("/api/admin/push/subscriptions", body, { method: "DELETE", token }),
    undefined,
  );

describe("/api/admin/push", () => {
  it("is admin only", async () => {
    const browser = receiver.subscription();
    expect((await GET(getRequest("/api/admin/push"), undefined)).status).toBe(401);
    expect((await save(browser.json, { token: "" })).status).toBe(401);
    expect(
      (
        await DELETE(
          jsonRequest(
            "/api/admin/push/subscriptions",
            { endpoint: browser.json.endpoint },
            {
              method: "DELETE",
            },
          ),
          undefined,
        )
      ).status,
    ).toBe(401);
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });

  it("gives the VAPID public key, made once and kept in the data directory (0600)", async () => {
    const { publicKey } = await status();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    const file = path.join(process.env.DATA_DIR!, "vapid.json");
    expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(publicKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await status()).publicKey).toBe(publicKey);
  });

  it("stores a browser's subscription once, says so, and forgets it on DELETE", async () => {
    const browser = receiver.subscription();
    expect((await status(browser.json.endpoint)).subscribed).toBe(false);
    expect((await save(browser.json)).status).toBe(201);
    expect((await save(browser.json)).status).toBe(201);
    expect(await countRecords("pushSubscriptions")).toBe(1);
    expect((await status(browser.json.endpoint)).subscribed).toBe(true);
    const response = await remove({ endpoint: browser.json.endpoint });
    expect(await response.json()).toEqual({ subscribed: false });
    expect((await status(browser.json.endpoint)).subscribed).toBe(false);
  });

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} newest subscriptions`, async () => {
    const browsers = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, () =>
      receiver.subscription(),
    );
    for (const browser of browsers) expect((await save(browser.json)).status).toBe(201);
    expect(await countRecords("pushSubscriptions")).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect((await status(browsers[0]!.json.endpoint)).subscribed).toBe(false);
    expect((await status(browsers.at(-1)!.json.endpoint)).subscribed).toBe(true);
  });

  it.each([
    ["endpoint", { endpoint: "http://push.example.com/abc" }],
    ["endpoint", { endpoint: "javascript:alert(1)" }],
    ["endpoint", { endpoint: { $ne: null } }],
    ["keys", { keys: { p256dh: "AAAA", auth: "AAAAAAAAAAAAAAAAAAAAAA" } }],
    ["keys", { keys: { auth: "short" } }],
  ])("refuses a bad %s: 400", async (field, patch) => {
    const browser = receiver.subscription();
    const body = {
      ...browser.json,
      ...patch,
      keys: { ...browser.json.keys, ...("keys" in patch ? patch.keys : {}) },
    };
    const response = await save(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields[field]).toBeDefined();
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });
});
