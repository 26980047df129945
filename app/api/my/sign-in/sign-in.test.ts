import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/server/api/api-errors";
import { requestSignIn, verifySignIn } from "@/lib/client-app/data/sign-in";
import { signClientToken } from "@/lib/client-app/client-token";
import { serverEnv } from "@/lib/server/env";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { findRecords, insertRecord } from "@/test/records";
import { DELETE as endSessions } from "../../admin/clients/[id]/sessions/route";
import { GET as adminClients } from "../../admin/clients/route";
import { GET as unknownPath } from "../[...path]/route";
import { GET as overview } from "../route";
import { POST as signIn } from "./route";
import { POST as verify } from "./verify/route";

/**
 * Signing in to the client's app (issue 43): the same answer for every address, links and codes
 * that work once and for a short while, limits on asking and on guessing, sessions the owner
 * ends, and a client session that is never an admin's nor the other way round.
 */
const KNOWN = "meera.signin@example.com";
let clientId: string;

beforeAll(async () => {
  const now = new Date();
  const client = await insertRecord("clients", {
    name: "Meera Sign",
    email: KNOWN,
    emails: [KNOWN],
    firstSeenAt: now,
    lastActivityAt: now,
  });
  clientId = String(client._id);
});

const mailsTo = async (to: string) =>
  (await findRecords("outbox", { kind: "client-sign-in", to })).map((m) => m.text);
const linkTokenOf = (text: string) => /\/my\/sign-in\?token=([\w-]+)/.exec(text)![1]!;
const codeOf = (text: string) => /enter this code instead: (\d{6})/.exec(text)![1]!;
const ask = (email: string, ip?: string) =>
  signIn(jsonRequest("/api/my/sign-in", { email }, ip ? { ip } : {}), undefined);
const use = (body: unknown, ip?: string) =>
  verify(jsonRequest("/api/my/sign-in/verify", body, ip ? { ip } : {}), undefined);
const sessionOf = (response: Response) =>
  /my_session=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
const asClient = (token: string, path = "/api/my") =>
  getRequest(path, { headers: { cookie: `my_session=${token}`, "sec-fetch-site": "same-origin" } });
const statusOf = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error: unknown) => (error instanceof ApiError ? error.status : 500),
  );

describe("asking to sign in", () => {
  it("answers 202 alike for a known and an unknown address, and mails only the known", async () => {
    const known = await ask(KNOWN);
    const unknown = await ask("nobody.here@example.com");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailsTo(KNOWN)).toHaveLength(1);
    expect(await mailsTo("nobody.here@example.com")).toHaveLength(0);
    // nothing but hashes is stored
    const [stored] = await findRecords("clientSignIns", { email: KNOWN });
    expect(JSON.stringify(stored)).not.toContain(linkTokenOf((await mailsTo(KNOWN))[0]!));
  });

  it("refuses what is not an address with a field error", async () => {
    const response = await ask("not-an-address");
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.email).toBeDefined();
  });

  it("sends at most three emails to one address in 15 minutes, answering 202 all the same", async () => {
    const address = "limit.me@example.com";
    const now = new Date();
    await insertRecord("clients", {
      name: "Limit Me",
      email: address,
      emails: [address],
      firstSeenAt: now,
      lastActivityAt: now,
    });
    for (let i = 0; i < 5; i++) expect((await ask(address)).status).toBe(202);
    expect(await mailsTo(address)).toHaveLength(3);
  });
});

describe("signing in", () => {
  it("with the link: once, then 410; the session reads her app", async () => {
    const token = linkTokenOf((await mailsTo(KNOWN))[0]!);
    const first = await use({ token });
    expect(first.status).toBe(200);
    const session = sessionOf(first)!;
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/);
    const mine = await overview(asClient(session), undefined);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await mine.json()).client.name).toBe("Meera Sign");
    expect((await use({ token })).status).toBe(410);
    expect((await use({ token: "x".repeat(43) })).status).toBe(400);
  });

  it("with the code on another device: once; a wrong code is 400 with a field error", async () => {
    await ask(KNOWN);
    const text = (await mailsTo(KNOWN)).at(-1)!;
    const code = codeOf(text);
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await use({ email: KNOWN, code: wrong });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.code).toBeDefined();
    expect((await use({ email: KNOWN.toUpperCase(), code })).status).toBe(200);
    expect((await use({ email: KNOWN, code })).status).toBe(400);
  });

  it("answers a code for an unknown address exactly as a wrong one", async () => {
    const unknown = await use({ email: "nobody.here@example.com", code: "123456" });
    const known = await use({ email: KNOWN, code: "123456" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it("stops guessing: five wrong codes use the sign-in up, and the address answers 429", async () => {
    const address = "guess.me@example.com";
    const now = new Date();
    await insertRecord("clients", {
      name: "Guess Me",
      email: address,
      emails: [address],
      firstSeenAt: now,
      lastActivityAt: now,
    });
    await ask(address);
    const code = codeOf((await mailsTo(address))[0]!);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++)
      expect((await use({ email: address, code: wrong })).status).toBe(400);
    expect((await use({ email: address, code })).status).toBe(429);
    const [stored] = await findRecords("clientSignIns", { email: address });
    expect(stored?.usedAt).toBeInstanceOf(Date);
  });

  it("refuses a link once it expired (410), and a code too (400)", async () => {
    const address = "late.me@example.com";
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await insertRecord("clients", {
      name: "Late Me",
      email: address,
      emails: [address],
      firstSeenAt: longAgo,
      lastActivityAt: longAgo,
    });
    await requestSignIn({ email: address }, "10.9.9.9", longAgo);
    const text = (await mailsTo(address))[0]!;
    expect(await statusOf(verifySignIn({ token: linkTokenOf(text) }, "10.9.9.9"))).toBe(410);
    expect(await statusOf(verifySignIn({ email: address, code: codeOf(text) }, "10.9.9.9"))).toBe(
      400,
    );
  });
});

describe("client sessions", () => {
  it("end when the owner ends them (204), and her app answers 401", async () => {
    const session = await signClientToken({ clientId, version: 0 }, serverEnv.jwtSecret);
    await insertRecord("clients", {
      name: "Other",
      firstSeenAt: new Date(),
      lastActivityAt: new Date(),
    });
    const token = await adminToken();
    const before = await overview(asClient(session), undefined);
    expect(before.status).toBe(200);
    const ended = await endSessions(
      jsonRequest(`/api/admin/clients/${clientId}/sessions`, "", { method: "DELETE", token }),
      { params: Promise.resolve({ id: clientId }) },
    );
    expect(ended.status).toBe(204);
    expect((await overview(asClient(session), undefined)).status).toBe(401);
    const unauthenticated = await endSessions(
      jsonRequest(`/api/admin/clients/${clientId}/sessions`, "", { method: "DELETE" }),
      { params: Promise.resolve({ id: clientId }) },
    );
    expect(unauthenticated.status).toBe(401);
  });

  it("are never an admin's, and an admin's token is never hers", async () => {
    const admin = await adminToken();
    expect((await overview(asClient(admin), undefined)).status).toBe(401);
    const client = await signClientToken({ clientId, version: 1 }, serverEnv.jwtSecret);
    const asAdmin = await adminClients(
      getRequest("/api/admin/clients", { token: client }),
      undefined,
    );
    expect(asAdmin.status).toBe(401);
    const byCookie = await adminClients(
      getRequest("/api/admin/clients", {
        cookie: client,
        headers: { "sec-fetch-site": "same-origin" },
      }),
      undefined,
    );
    expect(byCookie.status).toBe(401);
  });

  it("guard every path under /api/my: 401 without a session, 404 for an unknown one with it", async () => {
    const context = { params: Promise.resolve({ path: ["anything"] }) };
    expect((await unknownPath(getRequest("/api/my/anything"), context)).status).toBe(401);
    expect((await overview(getRequest("/api/my"), undefined)).status).toBe(401);
    const session = await signClientToken({ clientId, version: 1 }, serverEnv.jwtSecret);
    expect((await unknownPath(asClient(session, "/api/my/anything"), context)).status).toBe(404);
  });

  it("refuse a read another site's page caused (403)", async () => {
    const session = await signClientToken({ clientId, version: 1 }, serverEnv.jwtSecret);
    const crossSite = getRequest("/api/my", {
      headers: { cookie: `my_session=${session}`, "sec-fetch-site": "cross-site" },
    });
    expect((await overview(crossSite, undefined)).status).toBe(403);
  });
});
