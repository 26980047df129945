import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.PUSH_TEST_HOSTS = "127.0.0.1"; // the test's own receiver (test only)
});

import { Types } from "mongoose";
import { signClientToken } from "@/lib/client-app/client-token";
import { MAX_PUSH_SUBSCRIPTIONS } from "@/lib/push/data/push-subscriptions";
import {
  dropClientSubscriptions,
  MAX_CLIENT_PUSH_SUBSCRIPTIONS,
} from "@/lib/push/data/client-push-subscriptions";
import { serverEnv } from "@/lib/server/env";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { startPushReceiver, type BrowserSubscription } from "@/test/push-receiver";
import { clearRecords, countRecords, findRecords, insertRecord } from "@/test/records";
import { GET as ownerStatus } from "../../admin/push/route";
import { DELETE as ownerDelete, POST as ownerSave } from "../../admin/push/subscriptions/route";
import { GET } from "./route";
import { DELETE, POST } from "./subscriptions/route";

/**
 * The client's push subscriptions (/api/my/push): hers alone, through her session; the owner's
 * and another client's are neither reported, changed nor deleted, and the two lists are trimmed
 * apart.
 */
type Client = { id: string; session: string };
let asha: Client;
let bina: Client;
let token: string;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;

async function client(name: string, email: string): Promise<Client> {
  const now = new Date();
  const doc = await insertRecord("clients", {
    name,
    emails: [email],
    firstSeenAt: now,
    lastActivityAt: now,
  });
  const id = String(doc._id);
  return { id, session: await signClientToken({ clientId: id, version: 0 }, serverEnv.jwtSecret) };
}

beforeAll(async () => {
  token = await adminToken();
  receiver = await startPushReceiver();
  asha = await client("Asha Push", "asha.push@example.com");
  bina = await client("Bina Push", "bina.push@example.com");
  return () => receiver.close();
});
beforeEach(() => clearRecords("pushSubscriptions"));

const headersOf = (who: Client | null): Record<string, string> =>
  who ? { cookie: `my_session=${who.session}`, "sec-fetch-site": "same-origin" } : {};
const query = (endpoint?: string) => (endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : "");

const status = async (who: Client, endpoint?: string) => {
  const response = await GET(
    getRequest(`/api/my/push${query(endpoint)}`, { headers: headersOf(who) }),
    undefined,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return (await response.json()) as { publicKey: string; subscribed: boolean };
};
const save = (who: Client | null, body: unknown) =>
  POST(jsonRequest("/api/my/push/subscriptions", body, { headers: headersOf(who) }), undefined);
const remove = (who: Client | null, endpoint: string) =>
  DELETE(
    jsonRequest(
      "/api/my/push/subscriptions",
      { endpoint },
      { method: "DELETE", headers: headersOf(who) },
    ),
    undefined,
  );
const ownerSubscribed = async (endpoint: string) =>
  (
    await (
      await ownerStatus(getRequest(`/api/admin/push${query(endpoint)}`, { token }), undefined)
    ).json()
  ).subscribed as boolean;

const subscribe = async (who: Client): Promise<BrowserSubscription> => {
  const browser = receiver.subscription();
  expect((await save(who, browser.json)).status).toBe(201);
  return browser;
};

describe("/api/my/push", () => {
  it("answers 401 without a client session, an admin's token being none", async () => {
    const browser = receiver.subscription();
    expect((await GET(getRequest("/api/my/push"), undefined)).status).toBe(401);
    expect((await GET(getRequest("/api/my/push", { token }), undefined)).status).toBe(401);
    expect((await save(null, browser.json)).status).toBe(401);
    expect(
      (await POST(jsonRequest("/api/my/push/subscriptions", browser.json, { token }), undefined))
        .status,
    ).toBe(401);
    expect((await remove(null, browser.json.endpoint)).status).toBe(401);
    // a session the owner ended (another sessions version) is none either
    const ended = await signClientToken({ clientId: asha.id, version: 7 }, serverEnv.jwtSecret);
    expect((await save({ id: asha.id, session: ended }, browser.json)).status).toBe(401);
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });

  it("gives the owner's VAPID public key, stores her subscription once and forgets it (204)", async () => {
    const browser = receiver.subscription();
    const first = await status(asha, browser.json.endpoint);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(first.subscribed).toBe(false);
    expect((await save(asha, browser.json)).status).toBe(201);
    expect((await save(asha, browser.json)).status).toBe(201);
    const [stored] = await findRecords("pushSubscriptions");
    expect(String(stored!.clientId)).toBe(asha.id);
    expect(await countRecords("pushSubscriptions")).toBe(1);
    expect((await status(asha, browser.json.endpoint)).subscribed).toBe(true);
    const removed = await remove(asha, browser.json.endpoint);
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    expect((await status(asha, browser.json.endpoint)).subscribed).toBe(false);
  });

  it("is hers alone: another client and the owner neither see, take nor delete it", async () => {
    const browser = await subscribe(asha);
    expect((await status(bina, browser.json.endpoint)).subscribed).toBe(false);
    expect(await ownerSubscribed(browser.json.endpoint)).toBe(false);
    expect((await remove(bina, browser.json.endpoint)).status).toBe(204);
    await ownerDelete(
      jsonRequest(
        "/api/admin/push/subscriptions",
        { endpoint: browser.json.endpoint },
        { method: "DELETE", token },
      ),
      undefined,
    );
    expect((await save(bina, browser.json)).status).toBe(409);
    expect(
      (
        await ownerSave(
          jsonRequest("/api/admin/push/subscriptions", browser.json, { token }),
          undefined,
        )
      ).status,
    ).toBe(409);
    const stored = await findRecords("pushSubscriptions");
    expect(stored.map((s) => String(s.clientId))).toEqual([asha.id]);
    expect((await status(asha, browser.json.endpoint)).subscribed).toBe(true);

    // and the owner's endpoint is not hers to take
    const owners = receiver.subscription();
    await ownerSave(
      jsonRequest("/api/admin/push/subscriptions", owners.json, { token }),
      undefined,
    );
    expect((await save(asha, owners.json)).status).toBe(409);
    expect((await status(asha, owners.json.endpoint)).subscribed).toBe(false);
    expect((await remove(asha, owners.json.endpoint)).status).toBe(204);
    expect(await ownerSubscribed(owners.json.endpoint)).toBe(true);
  });

  it(`keeps her ${MAX_CLIENT_PUSH_SUBSCRIPTIONS} newest, and each list is trimmed apart`, async () => {
    const owners = receiver.subscription();
    await ownerSave(
      jsonRequest("/api/admin/push/subscriptions", owners.json, { token }),
      undefined,
    );
    const binas = await subscribe(bina);
    const ashas: BrowserSubscription[] = [];
    for (let i = 0; i < MAX_CLIENT_PUSH_SUBSCRIPTIONS + 2; i++) ashas.push(await subscribe(asha));
    expect(await countRecords("pushSubscriptions", { clientId: new Types.ObjectId(asha.id) })).toBe(
      MAX_CLIENT_PUSH_SUBSCRIPTIONS,
    );
    expect((await status(asha, ashas[0]!.json.endpoint)).subscribed).toBe(false);
    expect((await status(asha, ashas.at(-1)!.json.endpoint)).subscribed).toBe(true);
    expect((await status(bina, binas.json.endpoint)).subscribed).toBe(true);
    expect(await ownerSubscribed(owners.json.endpoint)).toBe(true);

    // the owner's newest ten are hers: her list never counts a client's
    for (let i = 0; i < MAX_PUSH_SUBSCRIPTIONS + 1; i++) {
      const browser = receiver.subscription();
      await ownerSave(
        jsonRequest("/api/admin/push/subscriptions", browser.json, { token }),
        undefined,
      );
    }
    expect(await countRecords("pushSubscriptions", { clientId: null })).toBe(
      MAX_PUSH_SUBSCRIPTIONS,
    );
    expect(await countRecords("pushSubscriptions", { clientId: new Types.ObjectId(asha.id) })).toBe(
      MAX_CLIENT_PUSH_SUBSCRIPTIONS,
    );
    expect((await status(bina, binas.json.endpoint)).subscribed).toBe(true);
  });

  it("refuses what the owner's route refuses: 400", async () => {
    const browser = receiver.subscription();
    const elsewhere = await save(asha, { ...browser.json, endpoint: "https://push.example.com/x" });
    expect(elsewhere.status).toBe(400);
    expect((await elsewhere.json()).error.fields.endpoint).toBeDefined();
    const badKey = await save(asha, { ...browser.json, keys: { ...browser.json.keys, auth: "x" } });
    expect(badKey.status).toBe(400);
    expect(await countRecords("pushSubscriptions")).toBe(0);
  });

  it("forgets every phone of hers when her sessions end (dropClientSubscriptions), no one else's", async () => {
    await subscribe(asha);
    await subscribe(asha);
    const binas = await subscribe(bina);
    const owners = receiver.subscription();
    await ownerSave(
      jsonRequest("/api/admin/push/subscriptions", owners.json, { token }),
      undefined,
    );
    expect(await dropClientSubscriptions([new Types.ObjectId(asha.id)])).toBe(2);
    expect(await countRecords("pushSubscriptions")).toBe(2);
    expect((await status(bina, binas.json.endpoint)).subscribed).toBe(true);
    expect(await ownerSubscribed(owners.json.endpoint)).toBe(true);
  });
});
