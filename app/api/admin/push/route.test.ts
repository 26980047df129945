import { createECDH, randomBytes } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PUSH_TEST_HOSTS = "127.0.0.1"; // the test's own receiver (test only)
});

import { MAX_PUSH_SUBSCRIPTIONS } from "@/lib/push/data/push-subscriptions";
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
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl",
    "https://web.push.apple.com/QGx0Z2Vu",
    "https://db5p.notify.windows.com/w/?token=BQYAAAB",
  ])("stores a subscription at a browser's push service: %s", async (endpoint) => {
    const browser = receiver.subscription();
    expect((await save({ ...browser.json, endpoint })).status).toBe(201);
    expect((await status(endpoint)).subscribed).toBe(true);
  });

  const ecdh = createECDH("prime256v1");
  const point = ecdh.generateKeys();
  const offCurve = Buffer.from(point);
  offCurve[64]! ^= 1;
  const b64 = (bytes: Buffer) => bytes.toString("base64url");
  it.each([
    ["endpoint", "a push service's address", { endpoint: "http://push.example.com/abc" }],
    ["endpoint", "another site", { endpoint: "https://push.example.com/abc" }],
    ["endpoint", "this machine by name", { endpoint: "https://localhost/push" }],
    ["endpoint", "IPv6 loopback", { endpoint: "https://[::1]/push" }],
    ["endpoint", "a private address", { endpoint: "https://10.0.0.5/push" }],
    ["endpoint", "a private address", { endpoint: "https://192.168.1.1/push" }],
    ["endpoint", "link-local", { endpoint: "https://169.254.169.254/latest/meta-data" }],
    ["endpoint", "a user and password", { endpoint: "https://a:b@fcm.googleapis.com/fcm/x" }],
    ["endpoint", "another port", { endpoint: "https://fcm.googleapis.com:8443/fcm/x" }],
    ["endpoint", "javascript:", { endpoint: "javascript:alert(1)" }],
    ["endpoint", "an operator", { endpoint: { $ne: null } }],
    ["keys", "a short p256dh", { keys: { p256dh: "AAAA" } }],
    [
      "keys",
      "a compressed point",
      { keys: { p256dh: b64(ecdh.getPublicKey(null, "compressed")) } },
    ],
    [
      "keys",
      "a p256dh without 0x04",
      { keys: { p256dh: b64(Buffer.concat([Buffer.from([2]), point.subarray(1)])) } },
    ],
    ["keys", "a point off the curve", { keys: { p256dh: b64(offCurve) } }],
    [
      "keys",
      "65 zero bytes after 0x04",
      { keys: { p256dh: b64(Buffer.concat([Buffer.from([4]), Buffer.alloc(64)])) } },
    ],
    ["keys", "a p256dh not base64url", { keys: { p256dh: "%%%" } }],
    ["keys", "a short auth", { keys: { auth: "short" } }],
    ["keys", "a 15-byte auth", { keys: { auth: b64(randomBytes(15)) } }],
    ["keys", "a 17-byte auth", { keys: { auth: b64(randomBytes(17)) } }],
  ])("refuses a bad %s (%s): 400", async (field, _, patch) => {
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
