import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { clientSessionForToken } from "@/lib/client-app/data/client-session";
import { sendMyMessage } from "@/lib/client-messages/data/my-thread";
import { adminSessionOf } from "@/lib/auth/session";
import { unreadMessageCounts } from "@/lib/client-messages/data/owner-thread";
import { backgroundSettled } from "@/lib/server/background";
import { flushDb } from "@/lib/server/db";
import { applyRetention } from "@/lib/privacy/data/retention-pass";
import { serverEnv } from "@/lib/server/env";
import { adminToken, formRequest, getRequest, jsonRequest } from "@/test/api";
import { findRecords, insertRecords } from "@/test/records";
import { clientHeaders, enrolClient } from "@/test/client-app";
import { GET as ownerFile } from "../../admin/clients/[id]/messages/[messageId]/files/[fileId]/route";
import { POST as ownerRead } from "../../admin/clients/[id]/messages/read/route";
import { GET as ownerThread, POST as ownerReply } from "../../admin/clients/[id]/messages/route";
import { DELETE as erase, GET as exportPerson } from "../../admin/people/route";
import { GET as myFile } from "./[messageId]/files/[fileId]/route";
import { POST as myRead } from "./read/route";
import { GET as myThread, POST as mySend } from "./route";

/**
 * The thread between a client and her dietician, both ways: what each side sends and reads, the
 * unread counts, the files (their type from their bytes), the limits, and that a client reaches
 * nothing of another's. Then the person's export and erasure.
 */
type Person = { id: string; session: string; email: string; name: string };
const people = {} as Record<"asha" | "bina" | "chitra", Person>;
let admin: string;

const WORDS = "My sugar was 180 after the quinoa upma";
const REPLY = "Swap the upma for moong chilla tomorrow";
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72]);
/** A PDF with a marker to find on disk. */
const PDF = Buffer.from("%PDF-1.4\n% MESSAGE-FILE-MARKER\ntrailer << >>\n%%EOF\n");

const as = (person: Person, path: string, body?: unknown) =>
  body === undefined
    ? getRequest(path, { headers: clientHeaders(person) })
    : body instanceof FormData
      ? formRequest(path, body, { headers: clientHeaders(person) })
      : jsonRequest(path, body, { headers: clientHeaders(person) });
const post = (person: Person, path: string) =>
  getRequest(path, { method: "POST", headers: clientHeaders(person) });

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const fileContext = (messageId: string, fileId: string, id = "") => ({
  params: Promise.resolve({ id, messageId, fileId }),
});

function form(text: string, files: { bytes: Buffer | Uint8Array; name: string; type?: string }[]) {
  const body = new FormData();
  body.set("text", text);
  for (const file of files)
    body.append(
      "files",
      new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? "image/jpeg" }),
    );
  return body;
}

async function enrol(key: keyof typeof people, name: string, plan?: string) {
  people[key] = await enrolClient(
    admin,
    {
      name,
      email: `${key}.messages@example.com`,
      phone: `+91 98100 2${String(Object.keys(people).length).padStart(4, "0")}`,
    },
    plan ? { plan, duration: "1 Month" } : undefined,
  );
}

const mailOf = async (kind: string) =>
  (await findRecords("outbox")).filter((mail) => mail.kind === kind);

function filesHolding(text: string): string[] {
  return readdirSync(serverEnv.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString("latin1").includes(text));
}

beforeAll(async () => {
  admin = await adminToken();
  await enrol("asha", "Asha Thread", "Basic Plan");
  await enrol("bina", "Bina Thread", "Basic Plan");
  await enrol("chitra", "Chitra Thread");
});

describe("without a session", () => {
  it("her routes answer 401, the owner's 401 too", async () => {
    const id = "0123456789abcdef01234567";
    const anonymous = [
      await myThread(getRequest("/api/my/messages"), undefined),
      await mySend(jsonRequest("/api/my/messages", { text: "hi" }), undefined),
      await myRead(getRequest("/api/my/messages/read", { method: "POST" }), undefined),
      await myFile(getRequest(`/api/my/messages/${id}/files/${id}`), fileContext(id, id)),
      await ownerThread(getRequest(`/api/admin/clients/${id}/messages`), context(id)),
      await ownerReply(
        jsonRequest(`/api/admin/clients/${id}/messages`, { text: "hi" }),
        context(id),
      ),
      await ownerRead(
        getRequest(`/api/admin/clients/${id}/messages/read`, { method: "POST" }),
        context(id),
      ),
      await ownerFile(
        getRequest(`/api/admin/clients/${id}/messages/${id}/files/${id}`),
        fileContext(id, id, id),
      ),
    ];
    for (const response of anonymous) {
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

describe("the thread, both ways", () => {
  it("her message reaches the owner, unread until she opens it, with one email and no words", async () => {
    const { asha } = people;
    const sent = await mySend(as(asha, "/api/my/messages", { text: WORDS }), undefined);
    expect(sent.status).toBe(201);
    expect(sent.headers.get("cache-control")).toBe("private, no-store");
    const { message } = await sent.json();
    expect(message).toMatchObject({ from: "client", text: WORDS, attachments: [], readAt: null });
    expect(
      (await mySend(as(asha, "/api/my/messages", { text: "And 150 fasting" }), undefined)).status,
    ).toBe(201);

    const mine = await (await myThread(as(asha, "/api/my/messages"), undefined)).json();
    expect(mine).toMatchObject({ unread: 0, nextBefore: null, canWrite: true });
    expect(mine.items.map((m: { text: string }) => m.text)).toEqual(["And 150 fasting", WORDS]);

    const thread = (id: string) =>
      ownerThread(getRequest(`/api/admin/clients/${id}/messages`, { token: admin }), context(id));
    const owner = await thread(asha.id);
    expect(owner.status).toBe(200);
    expect(owner.headers.get("cache-control")).toBe("private, no-store");
    expect(await owner.json()).toMatchObject({ unread: 2, items: [{ from: "client" }, {}] });
    const session = (await adminSessionOf(getRequest("/api/admin/summary", { token: admin })))!;
    expect((await unreadMessageCounts(session))[asha.id]).toBe(2);

    // one email to the owner until she reads them: her name and the page, none of the words
    const emails = await mailOf("owner-client-message");
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(`/admin-clients/${asha.id}`);
    expect(emails[0]!.subject).toContain("Asha Thread");
    expect(`${emails[0]!.subject} ${emails[0]!.text}`).not.toMatch(/sugar|quinoa|fasting/);

    const read = await ownerRead(
      getRequest(`/api/admin/clients/${asha.id}/messages/read`, { method: "POST", token: admin }),
      context(asha.id),
    );
    expect(read.status).toBe(204);
    const after = await (await thread(asha.id)).json();
    expect(after.unread).toBe(0);
    expect(after.items[0].readAt).toEqual(expect.any(String));
    expect((await unreadMessageCounts(session))[asha.id]).toBeUndefined();
    // read ones on her side too: the owner has seen them
    const seen = await (await myThread(as(asha, "/api/my/messages"), undefined)).json();
    expect(seen.items.every((m: { readAt: string | null }) => m.readAt)).toBe(true);
  });

  it("the owner's reply with a photo reaches her, unread until she opens it, emailed without words", async () => {
    const { asha } = people;
    const replied = await ownerReply(
      formRequest(
        `/api/admin/clients/${asha.id}/messages`,
        form(REPLY, [{ bytes: PNG, name: "plate.png", type: "image/png" }]),
        { token: admin },
      ),
      context(asha.id),
    );
    expect(replied.status).toBe(201);
    const { message } = await replied.json();
    expect(message).toMatchObject({
      from: "owner",
      text: REPLY,
      attachments: [{ filename: "plate.png", contentType: "image/png", size: PNG.byteLength }],
    });
    await backgroundSettled();

    const mine = await (await myThread(as(asha, "/api/my/messages"), undefined)).json();
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({ from: "owner", text: REPLY, readAt: null });
    const [photo] = mine.items[0].attachments;
    expect(photo.url).toBe(`/api/my/messages/${message._id}/files/${photo.fileId}`);
    const file = await myFile(as(asha, photo.url), fileContext(message._id, photo.fileId));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toMatch(/^inline; filename="plate.png"/);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // no phone of hers has alerts on: one email, to her, with none of the words
    const emails = await mailOf("client-message");
    expect(emails.map((mail) => mail.to)).toEqual([asha.email]);
    expect(emails[0]!.text).toContain("/my/messages");
    expect(emails[0]!.text).not.toMatch(/upma|chilla|plate/);

    expect((await myRead(post(asha, "/api/my/messages/read"), undefined)).status).toBe(204);
    const read = await (await myThread(as(asha, "/api/my/messages"), undefined)).json();
    expect(read.unread).toBe(0);
    const owner = await (
      await ownerThread(
        getRequest(`/api/admin/clients/${asha.id}/messages`, { token: admin }),
        context(asha.id),
      )
    ).json();
    expect(owner.items[0].readAt).toEqual(expect.any(String));
  });
});

describe("attachments", () => {
  it("take their type from their bytes: a .jpg of PDF bytes is a PDF, downloaded", async () => {
    const { asha } = people;
    const sent = await mySend(
      as(asha, "/api/my/messages", form("", [{ bytes: PDF, name: "../report.jpg" }])),
      undefined,
    );
    expect(sent.status).toBe(201);
    const { message } = await sent.json();
    expect(message).toMatchObject({
      text: "",
      attachments: [{ filename: "report.pdf", contentType: "application/pdf" }],
    });
    const [pdf] = message.attachments;
    const file = await myFile(as(asha, pdf.url), fileContext(message._id, pdf.fileId));
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="report.pdf"/);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // the owner reads it through her own route
    const ownerUrl = `/api/admin/clients/${asha.id}/messages/${message._id}/files/${pdf.fileId}`;
    const ownerCopy = await ownerFile(
      getRequest(ownerUrl, { token: admin, headers: { "sec-fetch-site": "same-origin" } }),
      fileContext(message._id, pdf.fileId, asha.id),
    );
    expect(ownerCopy.status).toBe(200);
    expect(Buffer.from(await ownerCopy.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it("refuse other types, more than three, more than 10 MB, and an empty message", async () => {
    const { asha } = people;
    const before = (await findRecords("clientMessages")).length;
    const refused = async (body: FormData | object, field: string, message: RegExp) => {
      const response = await mySend(as(asha, "/api/my/messages", body), undefined);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.fieldErrors[field]?.[0]).toMatch(message);
      return answer;
    };
    await refused(
      form("see this", [{ bytes: Buffer.from("just some text"), name: "notes.jpg" }]),
      "files",
      /photo \(JPEG, PNG or WebP\) or a PDF/,
    );
    await refused(
      form(
        "four",
        [1, 2, 3, 4].map((n) => ({ bytes: PNG, name: `p${n}.png` })),
      ),
      "files",
      /at most 3 files/,
    );
    await refused(
      form("big", [{ bytes: new Uint8Array(10 * 1024 * 1024 + 1), name: "scan.pdf" }]),
      "files",
      /up to 10 MB/,
    );
    await refused({ text: "   " }, "text", /Write a message or attach a file/);
    await refused({ text: "x".repeat(5001) }, "text", /at most 5000 characters/);
    const huge = await mySend(
      as(
        asha,
        "/api/my/messages",
        form("", [{ bytes: new Uint8Array(31 * 1024 * 1024), name: "x" }]),
      ),
      undefined,
    );
    expect(huge.status).toBe(413);
    expect(await findRecords("clientMessages")).toHaveLength(before);
  });
});

describe("one client never reaches another's thread", () => {
  it("another client's message and file ids are not found, as unknown ones", async () => {
    const { asha, bina } = people;
    const withFile = (await findRecords("clientMessages", { clientId: asha.id } as never)).find(
      (message) => message.attachments.length > 0,
    );
    const messageId = String(withFile!._id);
    const fileId = String(withFile!.attachments[0]!.fileId);
    const hers = await myFile(
      as(bina, `/api/my/messages/${messageId}/files/${fileId}`),
      fileContext(messageId, fileId),
    );
    expect(hers.status).toBe(404);
    const unknown = await myFile(
      as(bina, `/api/my/messages/${fileId}/files/${messageId}`),
      fileContext(fileId, messageId),
    );
    expect(unknown.status).toBe(404);
    expect(await hers.json()).toEqual(await unknown.json());
    const page = await myThread(as(bina, `/api/my/messages?before=${messageId}`), undefined);
    expect(page.status).toBe(404);
    const list = await (await myThread(as(bina, "/api/my/messages"), undefined)).json();
    expect(list.items).toEqual([]);
    // the owner's route checks the message is of the client in the path
    const crossed = await ownerFile(
      getRequest("/", { token: admin }),
      fileContext(messageId, fileId, bina.id),
    );
    expect(crossed.status).toBe(404);
  });

  it("without a programme that includes messages she reads and cannot write", async () => {
    const { chitra } = people;
    const thread = await (await myThread(as(chitra, "/api/my/messages"), undefined)).json();
    expect(thread).toMatchObject({ items: [], canWrite: false });
    const sent = await mySend(as(chitra, "/api/my/messages", { text: "hello" }), undefined);
    expect(sent.status).toBe(403);
  });
});

describe("paging", () => {
  it("gives 50 at a time, newest first, and the rest before the last one", async () => {
    const { bina } = people;
    const start = Date.parse("2026-01-01T00:00:00Z");
    // two pairs written in the same millisecond, one pair across the page's edge
    await insertRecords(
      "clientMessages",
      Array.from({ length: 55 }, (_, i) => ({
        clientId: bina.id,
        from: "owner" as const,
        text: `Note ${i}`,
        readAt: null,
        createdAt: new Date(start + 1000 * (i === 5 ? 4 : i === 40 ? 39 : i)),
        updatedAt: new Date(start),
      })) as never,
    );
    const first = await (await myThread(as(bina, "/api/my/messages"), undefined)).json();
    expect(first.items).toHaveLength(50);
    expect(first.unread).toBe(55);
    expect(first.nextBefore).toBe(first.items[49]._id);
    const second = await (
      await myThread(as(bina, `/api/my/messages?before=${first.nextBefore}`), undefined)
    ).json();
    expect(second.nextBefore).toBeNull();
    const texts = [...first.items, ...second.items].map((m: { text: string }) => m.text);
    expect(new Set(texts).size).toBe(55);
    const times = [...first.items, ...second.items].map((m: { createdAt: string }) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("the person's records", () => {
  it("her export holds the thread and its files; her erasure removes both", async () => {
    const { asha } = people;
    const people_ = (method: "GET" | "DELETE") =>
      (method === "GET" ? exportPerson : erase)(
        getRequest(`/api/admin/people?email=${asha.email}`, { method, token: admin }),
        undefined,
      );
    const exported = await (await people_("GET")).json();
    expect(exported.clientMessages.length).toBe(4);
    expect(JSON.stringify(exported.clientMessages)).toContain(WORDS);
    const withPdf = exported.clientMessages.find(
      (m: { attachments: { filename: string }[] }) => m.attachments[0]?.filename === "report.pdf",
    );
    expect(withPdf.attachments[0].contentBase64).toBe(PDF.toString("base64"));

    await flushDb();
    expect(filesHolding("MESSAGE-FILE-MARKER")).not.toEqual([]);
    const erased = await people_("DELETE");
    expect(erased.status).toBe(200);
    expect((await erased.json()).counts).toMatchObject({ clients: 1, clientMessages: 4 });
    expect(await findRecords("clientMessages", { clientId: asha.id } as never)).toEqual([]);
    await flushDb();
    expect(filesHolding("MESSAGE-FILE-MARKER")).toEqual([]);
  });

  it("go with the retention period, their files too", async () => {
    const { bina } = people;
    const marker = Buffer.from("%PDF-1.4\n% RETENTION-FILE-MARKER\n%%EOF\n");
    const sent = await mySend(
      as(bina, "/api/my/messages", form("old scan", [{ bytes: marker, name: "scan.pdf" }])),
      undefined,
    );
    expect(sent.status).toBe(201);
    const { message } = await sent.json();
    const [stored] = await findRecords("clientMessages", { _id: message._id } as never);
    // the same message, written long ago (the paging test's 55 are of 1 January 2026)
    await insertRecords("clientMessages", [
      {
        clientId: stored!.clientId,
        from: "client",
        text: "old scan",
        attachments: stored!.attachments,
        readAt: null,
        createdAt: new Date("2025-12-01T00:00:00Z"),
        updatedAt: new Date("2025-12-01T00:00:00Z"),
      },
    ] as never);
    await flushDb();
    expect(filesHolding("RETENTION-FILE-MARKER")).not.toEqual([]);
    const counts = await applyRetention(new Date("2028-01-02T12:00:00Z"), 24);
    expect(counts.clientMessages).toBe(56);
    expect(
      (await findRecords("clientMessages", { clientId: bina.id } as never)).map((m) => m.text),
    ).toEqual(["old scan"]);
    await flushDb();
    expect(filesHolding("RETENTION-FILE-MARKER")).toEqual([]);
  });
});

describe("her pace", () => {
  it("holds her to 30 messages an hour: the 31st is 429 with a message", async () => {
    const session = (await clientSessionForToken(people.bina.session))!;
    const later = new Date(Date.now() + 3 * 60 * 60_000); // a window no other test used
    for (let i = 0; i < 30; i++) await sendMyMessage(session, { text: `Quick note ${i}` }, later);
    await expect(sendMyMessage(session, { text: "One more" }, later)).rejects.toMatchObject({
      status: 429,
      message: expect.stringMatching(/many messages this hour/),
    });
  });
});
