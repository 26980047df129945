import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
  process.env.OWNER_EMAIL = "owner@clinic.example";
});

import { connectDb } from "@/lib/server/db";
import { toMinutes } from "@/lib/booking/clinic-hours";
import { adminToken, getRequest, jsonRequest, params } from "@/test/api";
import { bookableWeekday } from "@/test/dates";
import { clearRecords, findRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort } from "@/test/smtp";
import { POST as book } from "./route";
import { GET as slots } from "./slots/route";
import { GET as publicTypes } from "../appointment-types/route";
import { POST as createType } from "../admin/appointment-types/route";
import { DELETE as deleteType, PATCH as updateType } from "../admin/appointment-types/[id]/route";
import { PUT as saveSettings } from "../admin/consultation-settings/route";
import { POST as addBlock } from "../admin/time-blocks/route";
import { DELETE as removeBlock } from "../admin/time-blocks/[id]/route";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let token: string;

const person = (n: number, patch: Record<string, unknown> = {}) => ({
  name: `Client ${n}`,
  email: `client${n}@example.com`,
  phone: "98100 12345",
  disease: "Thyroid",
  ...patch,
});
const slotsOf = async (date: string, type?: string) => {
  const query = `date=${date}${type ? `&type=${type}` : ""}`;
  const response = await slots(getRequest(`/api/appointments/slots?${query}`), undefined);
  return ((await response.json()) as { slots: string[] }).slots;
};
const admin = async (response: Promise<Response>) => {
  const r = await response;
  return { status: r.status, body: await r.json() };
};
const newType = (body: Record<string, unknown>) =>
  admin(createType(jsonRequest("/api/admin/appointment-types", body, { token }), undefined));

beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
  await connectDb();
  token = await adminToken();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await clearRecords(
    "appointments",
    "outbox",
    "appointmentTypes",
    "consultationSettings",
    "timeBlocks",
  );
});

describe("appointment types", () => {
  it("start as a 45-minute first consultation and a 20-minute follow-up, listed publicly", async () => {
    const response = await publicTypes(getRequest("/api/appointment-types"), undefined);
    expect(response.status).toBe(200);
    const types = (await response.json()) as Record<string, unknown>[];
    expect(types.map((t) => [t._id, t.name, t.durationMinutes, t.newClients])).toEqual([
      ["first-consultation", "First consultation", 45, true],
      ["follow-up", "Follow-up", 20, false],
    ]);
    expect(types[0]!.modes).toEqual(["clinic", "video", "phone"]);
  });

  it("are created, changed and deleted by the owner, with clear refusals", async () => {
    const created = await newType({
      name: "Family consultation",
      durationMinutes: 60,
      bufferMinutes: 15,
      price: 1500,
      modes: ["video", "clinic"],
      newClients: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      _id: "family-consultation",
      durationMinutes: 60,
      price: 1500,
      modes: ["clinic", "video"],
      offered: true,
    });
    const bad = await newType({ name: "", durationMinutes: 12, modes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: ["Name is required"],
      durationMinutes: ["Duration must be a multiple of 5 minutes"],
      modes: ["Choose at least one mode"],
    });
    expect(
      (await newType({ name: "Paid ahead", durationMinutes: 30, modes: ["video"], prepay: true }))
        .body.error.fields.prepay,
    ).toEqual(["Set a price to ask for payment ahead"]);

    const changed = await admin(
      updateType(
        jsonRequest(
          "/api/admin/appointment-types/family-consultation",
          { name: "Family consultation", durationMinutes: 90, modes: ["video"], newClients: false },
          { token, method: "PATCH" },
        ),
        params("family-consultation"),
      ),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ durationMinutes: 90, modes: ["video"], bufferMinutes: 0 });
    expect(changed.body.price).toBeUndefined();

    // the first consultation is the only type for new clients: it cannot go
    const last = await admin(
      deleteType(
        getRequest("/api/admin/appointment-types/first-consultation", { token, method: "DELETE" }),
        params("first-consultation"),
      ),
    );
    expect(last.status).toBe(400);
    expect(last.body.error.message).toMatch(/at least one type offered to new clients/);
    const gone = await admin(
      deleteType(
        getRequest("/api/admin/appointment-types/family-consultation", { token, method: "DELETE" }),
        params("family-consultation"),
      ),
    );
    expect(gone.status).toBe(200);
    const listed = (await (
      await publicTypes(getRequest("/api/appointment-types"), undefined)
    ).json()) as {
      _id: string;
    }[];
    expect(listed.map((t) => t._id)).toEqual(["first-consultation", "follow-up"]);
  });

  it("give each type its own slots, and refuse a mode the type does not offer", async () => {
    const date = bookableWeekday(2);
    await newType({ name: "Long", durationMinutes: 60, modes: ["video"] });
    expect((await slotsOf(date, "follow-up")).at(-1)).toBe("17:30");
    expect((await slotsOf(date)).at(-1)).toBe("17:00");
    expect((await slotsOf(date, "long")).at(-1)).toBe("17:00");
    const unknown = await slots(
      getRequest(`/api/appointments/slots?date=${date}&type=nope`),
      undefined,
    );
    expect(unknown.status).toBe(400);

    const clinic = await admin(
      book(
        jsonRequest(
          "/api/appointments",
          person(1, { date, time: "10:00", type: "long", mode: "clinic" }),
        ),
        undefined,
      ),
    );
    expect(clinic.status).toBe(400);
    expect(clinic.body.error.fields.mode).toEqual(["Long is not offered as in the clinic"]);
  });
});

describe("follow-up-only types", () => {
  it("are refused to the public API, with a message for the type", async () => {
    const date = bookableWeekday(3);
    const refused = await admin(
      book(
        jsonRequest("/api/appointments", person(1, { date, time: "10:00", type: "follow-up" })),
        undefined,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.type).toEqual([
      "Follow-up is booked by the practice for its clients: choose another type, or call us",
    ]);
    await newType({
      name: "Family review",
      durationMinutes: 30,
      modes: ["video"],
      newClients: false,
    });
    const family = await admin(
      book(
        jsonRequest(
          "/api/appointments",
          person(2, { date, time: "11:00", type: "family-review", mode: "video" }),
        ),
        undefined,
      ),
    );
    expect(family.status).toBe(400);
    expect(family.body.error.fields.type).toHaveLength(1);
    expect(await findRecords("appointments", {})).toEqual([]);
    const open = await admin(
      book(
        jsonRequest(
          "/api/appointments",
          person(3, { date, time: "10:00", type: "first-consultation" }),
        ),
        undefined,
      ),
    );
    expect(open.status).toBe(201);
  });
});

describe("hours, breaks and blocks", () => {
  it("follow the owner's hours at once, lunch break and afternoon block included", async () => {
    const date = bookableWeekday(3);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const hours = Array.from({ length: 7 }, (_, day) =>
      day === 0
        ? []
        : [
            { from: "10:00", to: "13:00" },
            { from: "14:00", to: "19:00" },
          ],
    );
    const saved = await admin(
      saveSettings(
        jsonRequest("/api/admin/consultation-settings", { hours }, { token, method: "PUT" }),
        undefined,
      ),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.hours[weekday]).toEqual(hours[weekday]);
    let free = await slotsOf(date, "follow-up");
    expect(free[0]).toBe("10:00");
    expect(free).toContain("12:30");
    expect(free).not.toContain("13:00");
    expect(free).not.toContain("13:30");
    expect(free.at(-1)).toBe("18:30");

    const block = await admin(
      addBlock(
        jsonRequest(
          "/api/admin/time-blocks",
          { date, from: "14:00", to: "19:00", reason: "School event" },
          { token },
        ),
        undefined,
      ),
    );
    expect(block.status).toBe(201);
    free = await slotsOf(date, "follow-up");
    expect(free.at(-1)).toBe("12:30");
    const refused = await admin(
      book(
        jsonRequest(
          "/api/appointments",
          person(2, { date, time: "15:00", type: "first-consultation" }),
        ),
        undefined,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.time).toEqual(["That time is outside the clinic's hours"]);

    const badBlock = await admin(
      addBlock(
        jsonRequest("/api/admin/time-blocks", { date, from: "15:00", to: "14:00" }, { token }),
        undefined,
      ),
    );
    expect(badBlock.body.error.fields.to).toEqual(["The block must end after it starts"]);
    const overlapping = await admin(
      saveSettings(
        jsonRequest(
          "/api/admin/consultation-settings",
          {
            hours: hours.map(() => [
              { from: "10:00", to: "13:00" },
              { from: "12:00", to: "15:00" },
            ]),
          },
          { token, method: "PUT" },
        ),
        undefined,
      ),
    );
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.error.message).toMatch(/must be in order and must not overlap/);

    await removeBlock(
      getRequest(`/api/admin/time-blocks/${block.body._id}`, { token, method: "DELETE" }),
      params(block.body._id),
    );
    expect((await slotsOf(date, "follow-up")).at(-1)).toBe("18:30");
  });
});

describe("bookings of mixed lengths under concurrency", () => {
  it("saves one of several bookings that all overlap, and answers the others 409", async () => {
    const date = bookableWeekday(4);
    await newType({ name: "Hour", durationMinutes: 60, bufferMinutes: 15, modes: ["video"] });
    await newType({ name: "Short", durationMinutes: 20, modes: ["clinic", "video", "phone"] });
    // every one of these holds 10:30–10:35
    const tries = [
      { type: "hour", time: "10:00", mode: "video" },
      { type: "first-consultation", time: "10:00" },
      { type: "first-consultation", time: "10:30" },
      { type: "short", time: "10:30" },
      { type: "hour", time: "09:30", mode: "video" }, // its buffer runs to 10:45
      { type: "hour", time: "10:30", mode: "video" },
    ];
    const results = await Promise.all(
      [...tries, ...tries].map((t, i) =>
        admin(book(jsonRequest("/api/appointments", person(i, { date, ...t })), undefined)),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error.message).toBe("That time was just taken — please pick another");
    expect(await findRecords("appointments", {})).toHaveLength(1);
  });

  it("never stores two overlapping bookings from a burst of random ones", async () => {
    const date = bookableWeekday(5);
    await newType({ name: "Hour", durationMinutes: 60, bufferMinutes: 10, modes: ["phone"] });
    await newType({ name: "Short", durationMinutes: 20, modes: ["clinic", "video", "phone"] });
    const types = [
      { type: "hour", mode: "phone", minutes: 70 },
      { type: "first-consultation", minutes: 45 },
      { type: "short", minutes: 20 },
    ];
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const starts = ["09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00"];
    const tries = Array.from({ length: 40 }, (_, i) => {
      const { minutes, ...t } = types[random(types.length)]!;
      return { ...t, time: starts[random(starts.length)]!, minutes, i };
    });
    const results = await Promise.all(
      tries.map(({ type, mode, time, i }) =>
        book(
          jsonRequest("/api/appointments", person(i, { date, type, mode, time })),
          undefined,
        ).then((r) => r.status),
      ),
    );
    expect(new Set(results)).toEqual(new Set([201, 409]));
    const stored = await findRecords("appointments", {});
    expect(stored).toHaveLength(results.filter((s) => s === 201).length);
    const held = stored.map((a) => {
      const start = toMinutes(a.time!);
      return {
        start,
        end:
          start + (a.endsAt!.getTime() - a.startsAt!.getTime()) / 60_000 + (a.bufferMinutes ?? 0),
      };
    });
    for (const [i, a] of held.entries())
      for (const b of held.slice(i + 1)) expect(a.start < b.end && b.start < a.end).toBe(false);
    // and each refused booking did overlap one that was kept
    tries.forEach((t, i) => {
      if (results[i] !== 409) return;
      const start = toMinutes(t.time);
      const mine = { start, end: start + t.minutes };
      expect(held.some((b) => mine.start < b.end && b.start < mine.end)).toBe(true);
    });
  });
});
