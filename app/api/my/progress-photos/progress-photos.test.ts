import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { istDate } from "@/lib/booking/slots";
import { flushDb } from "@/lib/server/db";
import { serverEnv } from "@/lib/server/env";
import { adminToken, formRequest, getRequest } from "@/test/api";
import { findRecords, insertRecords, updateRecords } from "@/test/records";
import { clientHeaders, enrolClient } from "@/test/client-app";
import { GET as ownerPhoto } from "../../admin/clients/[id]/progress-photos/[photoId]/route";
import { GET as ownerPhotos } from "../../admin/clients/[id]/progress-photos/route";
import { DELETE as erase, GET as exportPerson } from "../../admin/people/route";
import { DELETE as deletePhoto, GET as photoFile } from "./[id]/route";
import { GET as listPhotos, POST as addPhoto } from "./route";

/**
 * Her progress photos (the Ultimate plan's progress tools): what she adds, lists, reads back and
 * deletes; their type from their bytes; her plan (or the owner's grant); that no client reaches
 * another's; the owner's read-only view; the person's export and erasure.
 */
type Person = { id: string; session: string; email: string };
const people = {} as Record<"uma" | "bina", Person>;
let admin: string;

/** A real 1×1 PNG, then a marker to find on disk (viewers ignore bytes after IEND). */
const png = (marker: string) =>
  Buffer.concat([
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
    Buffer.from(marker),
  ]);
/** Uma's photos (the one the erasure must take off the disk); Bina's are another. */
const PNG = png("PROGRESS-PHOTO-MARKER");
const BINA_PNG = png("ANOTHER-CLIENTS-PHOTO");
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");
const UNKNOWN_ID = "0123456789abcdef01234567";
const today = istDate(new Date());

const as = (person: Person, path: string, method = "GET") =>
  getRequest(path, { method, headers: clientHeaders(person) });
const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

function photoForm(bytes: Uint8Array | null, name = "me.png", date = today) {
  const body = new FormData();
  body.set("date", date);
  if (bytes) body.set("photo", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
  return body;
}
const add = (person: Person, body: FormData) =>
  addPhoto(
    formRequest("/api/my/progress-photos", body, { headers: clientHeaders(person) }),
    undefined,
  );

async function enrol(key: keyof typeof people, name: string, plan: string, duration: string) {
  const { id, session, email } = await enrolClient(
    admin,
    {
      name,
      email: `${key}.photos@example.com`,
      phone: `+91 98100 3${String(Object.keys(people).length).padStart(4, "0")}`,
    },
    { plan, duration },
  );
  people[key] = { id, session, email };
}

function filesHolding(text: string): string[] {
  return readdirSync(serverEnv.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString("latin1").includes(text));
}

let umaPhoto: { _id: string; url: string };

beforeAll(async () => {
  admin = await adminToken();
  await enrol("uma", "Uma Photos", "Ultimate Plan", "3 Months");
  await enrol("bina", "Bina Photos", "Basic Plan", "1 Month");
});

describe("her progress photos", () => {
  it("without a session every route is 401", async () => {
    const anonymous = [
      await listPhotos(getRequest("/api/my/progress-photos"), undefined),
      await addPhoto(formRequest("/api/my/progress-photos", photoForm(PNG)), undefined),
      await photoFile(getRequest(`/api/my/progress-photos/${UNKNOWN_ID}`), idContext(UNKNOWN_ID)),
      await deletePhoto(
        getRequest(`/api/my/progress-photos/${UNKNOWN_ID}`, { method: "DELETE" }),
        idContext(UNKNOWN_ID),
      ),
      await ownerPhotos(
        getRequest(`/api/admin/clients/${UNKNOWN_ID}/progress-photos`),
        idContext(UNKNOWN_ID),
      ),
      await ownerPhoto(getRequest(`/api/admin/clients/${UNKNOWN_ID}/progress-photos/x`), {
        params: Promise.resolve({ id: UNKNOWN_ID, photoId: UNKNOWN_ID }),
      }),
    ];
    for (const response of anonymous) expect(response.status).toBe(401);
  });

  it("Ultimate: she adds a PNG, lists it and reads it back as stored", async () => {
    const { uma } = people;
    const added = await add(uma, photoForm(PNG, "front.png", "2026-11-01"));
    expect(added.status).toBe(201);
    expect(added.headers.get("cache-control")).toBe("private, no-store");
    const { success, photo } = await added.json();
    expect(success).toBe(true);
    expect(photo).toMatchObject({
      date: "2026-11-01",
      contentType: "image/png",
      size: PNG.byteLength,
      url: `/api/my/progress-photos/${photo._id}`,
    });
    umaPhoto = photo;

    const listed = await listPhotos(as(uma, "/api/my/progress-photos"), undefined);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect((await listed.json()).items).toEqual([photo]);

    const file = await photoFile(as(uma, photo.url), idContext(photo._id));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("takes the type from the bytes: a .jpg of PNG bytes is a PNG; a PDF or text is refused", async () => {
    const { uma } = people;
    const added = await add(uma, photoForm(PNG, "../side.jpg", "2026-11-15"));
    expect(added.status).toBe(201);
    const { photo } = await added.json();
    expect(photo.contentType).toBe("image/png");
    const file = await photoFile(as(uma, photo.url), idContext(photo._id));
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("content-disposition")).toMatch(/filename="progress-2026-11-15.png"/);
    // the latest day first
    const { items } = await (
      await listPhotos(as(uma, "/api/my/progress-photos"), undefined)
    ).json();
    expect(items.map((p: { date: string }) => p.date)).toEqual(["2026-11-15", "2026-11-01"]);

    const before = (await findRecords("progressPhotos")).length;
    for (const [bytes, name] of [
      [PDF, "scan.jpg"],
      [Buffer.from("just some words"), "notes.png"],
    ] as const) {
      const refused = await add(uma, photoForm(bytes, name));
      expect(refused.status).toBe(400);
      expect((await refused.json()).fieldErrors.photo[0]).toMatch(/JPEG, PNG or WebP/);
    }
    expect(await findRecords("progressPhotos")).toHaveLength(before);
  });

  it("refuses a missing photo, a bad or future date, and a photo over 10 MB", async () => {
    const { uma } = people;
    const fields = async (body: FormData) => {
      const response = await add(uma, body);
      expect(response.status).toBe(400);
      return (await response.json()).fieldErrors;
    };
    expect((await fields(photoForm(null))).photo[0]).toMatch(/Choose a photo/);
    expect((await fields(photoForm(PNG, "a.png", "2026-02-30"))).date[0]).toMatch(/real date/);
    expect((await fields(photoForm(PNG, "a.png", "2099-01-01"))).date[0]).toMatch(/future/);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await fields(photoForm(big))).photo[0]).toMatch(/up to 10 MB/);
    const huge = await add(uma, photoForm(Buffer.alloc(11 * 1024 * 1024)));
    expect(huge.status).toBe(413);
  });

  it("Basic: 403 until the owner grants the progress tools; then up to 200 photos", async () => {
    const { bina } = people;
    const refused = await add(bina, photoForm(BINA_PNG));
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/Ultimate/);
    await updateRecords(
      "clients",
      { email: bina.email },
      { $set: { grantedFeatures: ["progressTools"] } },
    );
    const added = await add(bina, photoForm(BINA_PNG));
    expect(added.status).toBe(201);
    const [stored] = await findRecords("progressPhotos", { clientId: bina.id } as never);
    await insertRecords(
      "progressPhotos",
      Array.from({ length: 199 }, () => ({
        ...stored!,
        _id: undefined,
        date: "2026-01-01",
      })) as never,
    );
    const full = await add(bina, photoForm(BINA_PNG));
    expect(full.status).toBe(400);
    expect((await full.json()).fieldErrors.photo[0]).toMatch(/up to 200 progress photos/);
  });

  it("another client's photo id is not found, as an unknown one, on GET and DELETE", async () => {
    const { bina, uma } = people;
    const theirs = await photoFile(as(bina, umaPhoto.url), idContext(umaPhoto._id));
    const unknown = await photoFile(
      as(bina, `/api/my/progress-photos/${UNKNOWN_ID}`),
      idContext(UNKNOWN_ID),
    );
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await theirs.json()).toEqual(await unknown.json());
    expect(
      (await deletePhoto(as(bina, umaPhoto.url, "DELETE"), idContext(umaPhoto._id))).status,
    ).toBe(404);
    expect((await photoFile(as(uma, umaPhoto.url), idContext(umaPhoto._id))).status).toBe(200);
    const hers = await (await listPhotos(as(bina, "/api/my/progress-photos"), undefined)).json();
    expect(JSON.stringify(hers)).not.toContain(umaPhoto._id);
  });

  it("she deletes one of hers: 204, then gone with its file", async () => {
    const { uma } = people;
    const added = await (await add(uma, photoForm(PNG, "back.png", "2026-10-01"))).json();
    const gone = await deletePhoto(as(uma, added.photo.url, "DELETE"), idContext(added.photo._id));
    expect(gone.status).toBe(204);
    expect((await photoFile(as(uma, added.photo.url), idContext(added.photo._id))).status).toBe(
      404,
    );
    const again = await deletePhoto(as(uma, added.photo.url, "DELETE"), idContext(added.photo._id));
    expect(again.status).toBe(404);
  });
});

describe("the owner", () => {
  it("lists the client's photos and reads each, read-only; another client's id is 404", async () => {
    const { uma, bina } = people;
    const list = await ownerPhotos(
      getRequest(`/api/admin/clients/${uma.id}/progress-photos`, { token: admin }),
      idContext(uma.id),
    );
    expect(list.status).toBe(200);
    const { items } = await list.json();
    expect(items).toHaveLength(2);
    const photo = items.find((p: { _id: string }) => p._id === umaPhoto._id);
    expect(photo.url).toBe(`/api/admin/clients/${uma.id}/progress-photos/${umaPhoto._id}`);
    const file = await ownerPhoto(getRequest(photo.url, { token: admin }), {
      params: Promise.resolve({ id: uma.id, photoId: umaPhoto._id }),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const crossed = await ownerPhoto(getRequest("/", { token: admin }), {
      params: Promise.resolve({ id: bina.id, photoId: umaPhoto._id }),
    });
    expect(crossed.status).toBe(404);
  });
});

describe("the person's records", () => {
  it("her export holds the photos with their bytes; her erasure removes records and files", async () => {
    const { uma } = people;
    const call = (method: "GET" | "DELETE") =>
      (method === "GET" ? exportPerson : erase)(
        getRequest(`/api/admin/people?email=${uma.email}`, { method, token: admin }),
        undefined,
      );
    const exported = await (await call("GET")).json();
    expect(exported.progressPhotos).toHaveLength(2);
    const first = exported.progressPhotos.find((p: { _id: string }) => p._id === umaPhoto._id);
    expect(first).toMatchObject({ date: "2026-11-01", contentType: "image/png" });
    expect(first.contentBase64).toBe(PNG.toString("base64"));

    await flushDb();
    expect(filesHolding("PROGRESS-PHOTO-MARKER")).not.toEqual([]);
    const erased = await call("DELETE");
    expect(erased.status).toBe(200);
    expect((await erased.json()).counts).toMatchObject({ clients: 1, progressPhotos: 2 });
    expect(await findRecords("progressPhotos", { clientId: uma.id } as never)).toEqual([]);
    expect(await findRecords("progressPhotos", { clientId: people.bina.id } as never)).not.toEqual(
      [],
    );
    await flushDb();
    expect(filesHolding("PROGRESS-PHOTO-MARKER")).toEqual([]);
    expect(filesHolding("ANOTHER-CLIENTS-PHOTO")).not.toEqual([]);
  });
});
