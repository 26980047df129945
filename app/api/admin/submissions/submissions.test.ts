import { beforeEach, describe, expect, it } from "vitest";
import { istDate } from "@/lib/booking/slots";
import { reviewKey } from "@/lib/booking/data/appointment-status";
import { adminToken, getRequest, jsonRequest, validContact, validPlan } from "@/test/api";
import { clearRecords, countRecords, findRecord, findRecords } from "@/test/records";
import { GET as listAppointments, POST as book } from "../../appointments/route";
import { GET as slots } from "../../appointments/slots/route";
import { GET as listContacts, POST as contact } from "../../contact/route";
import { GET as listPlans, POST as plan } from "../../plans/route";
import { GET as summary } from "../summary/route";
import { GET as getOne, PATCH } from "./[kind]/[id]/route";

const at = (kind: string, id: string) => ({ params: Promise.resolve({ kind, id }) });
const patch = (kind: string, id: string, body: unknown, token?: string, headers = {}) =>
  PATCH(
    jsonRequest(`/api/admin/submissions/${kind}/${id}`, body, { method: "PATCH", token, headers }),
    at(kind, id),
  );

const DAY = 86_400_000;
/** The next Monday to Friday at least `from` days away, in India. */
function weekdayFrom(from: number): string {
  for (let days = from; ; days++) {
    const date = istDate(new Date(Date.now() + days * DAY));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}
const person = (extra: Record<string, string>) => ({
  name: "Asha Rao",
  email: "asha@example.com",
  phone: "9810012345",
  disease: "Thyroid",
  ...extra,
});

async function created(response: Promise<Response>): Promise<string> {
  const answer = await response;
  expect(answer.status).toBe(201);
  return (await answer.json()).data._id;
}

beforeEach(async () => {
  await clearRecords("plans", "contacts", "appointments", "outbox");
});

describe("PATCH /api/admin/submissions/{kind}/{id}", () => {
  it("changes a plan request's status, stamps the history and keeps notes", async () => {
    const token = await adminToken();
    const id = await created(plan(jsonRequest("/api/plans", validPlan()), undefined));

    const contacted = await patch("plans", id, { status: "contacted" }, token);
    expect(contacted.status).toBe(200);
    const item = await contacted.json();
    expect(item).toMatchObject({ _id: id, status: "contacted", unread: false, notes: [] });
    expect(item.history).toEqual([
      { from: "new", to: "contacted", at: expect.any(String), by: "owner" },
    ]);

    const noted = await (
      await patch("plans", id, { note: "Called, wants UPI\r\nlink" }, token)
    ).json();
    expect(noted.notes).toEqual([{ text: "Called, wants UPI\nlink", at: expect.any(String) }]);
    const both = await (
      await patch("plans", id, { status: "converted", note: "Paid" }, token)
    ).json();
    expect(both.status).toBe("converted");
    expect(both.notes.map((n: { text: string }) => n.text)).toEqual([
      "Called, wants UPI\nlink",
      "Paid",
    ]);
    expect(both.history.map((h: { to: string }) => h.to)).toEqual(["contacted", "converted"]);

    const got = await getOne(
      getRequest(`/api/admin/submissions/plans/${id}`, { token }),
      at("plans", id),
    );
    expect(await got.json()).toEqual(both);
  });

  it("answers 400 with the allowed values, 404 for unknown ids and kinds, 401 and 403", async () => {
    const token = await adminToken();
    const id = await created(contact(jsonRequest("/api/contact", validContact()), undefined));

    const wrong = await patch("contacts", id, { status: "confirmed" }, token);
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.message).toBe("Status must be one of: new, contacted, converted, closed, spam");
    expect(body.error.fields.status).toEqual([
      "Choose one of: new, contacted, converted, closed, spam",
    ]);
    expect((await patch("contacts", id, {}, token)).status).toBe(400);
    expect((await patch("contacts", id, { note: "   " }, token)).status).toBe(400);

    expect(
      (await patch("contacts", "0123456789abcdef01234567", { status: "spam" }, token)).status,
    ).toBe(404);
    expect((await patch("contacts", "nope", { status: "spam" }, token)).status).toBe(404);
    expect((await patch("blogs", id, { status: "spam" }, token)).status).toBe(404);
    expect((await patch("contacts", id, { status: "spam" })).status).toBe(401);
    const crossSite = PATCH(
      jsonRequest(
        `/api/admin/submissions/contacts/${id}`,
        { status: "spam" },
        {
          method: "PATCH",
          cookie: token,
          headers: { origin: "https://evil.example" },
        },
      ),
      at("contacts", id),
    );
    expect((await crossSite).status).toBe(403);
    expect((await findRecord("contacts", { _id: id }))?.status).toBe("new");
  });

  it("marks an item read when opened or acted on, and counts the unread ones", async () => {
    const token = await adminToken();
    const first = await created(contact(jsonRequest("/api/contact", validContact()), undefined));
    await created(contact(jsonRequest("/api/contact", validContact("Second")), undefined));
    await created(plan(jsonRequest("/api/plans", validPlan()), undefined));
    const counts = async () =>
      (await (await summary(getRequest("/api/admin/summary", { token }), undefined)).json()).new;
    expect(await counts()).toEqual({ plans: 1, appointments: 0, contacts: 2 });
    const read = await (await patch("contacts", first, { read: true }, token)).json();
    expect(read).toMatchObject({ unread: false, status: "new", history: [] });
    expect(await counts()).toEqual({ plans: 1, appointments: 0, contacts: 1 });
  });

  it("moves an appointment through its statuses: leaving booked frees the slot, going back takes it", async () => {
    const token = await adminToken();
    const date = weekdayFrom(2);
    const id = await created(
      book(jsonRequest("/api/appointments", person({ date, time: "11:00" })), undefined),
    );
    const freeAt = async () =>
      (await (await slots(getRequest(`/api/appointments/slots?date=${date}`), undefined)).json())
        .slots as string[];
    expect(await freeAt()).not.toContain("11:00");

    expect(
      (await (await patch("appointments", id, { status: "confirmed" }, token)).json()).status,
    ).toBe("confirmed");
    expect(await freeAt()).not.toContain("11:00");
    const noShow = await (await patch("appointments", id, { status: "no-show" }, token)).json();
    expect(noShow.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      "booked>confirmed",
      "confirmed>no-show",
    ]);
    expect(await freeAt()).toContain("11:00");

    // Someone else takes the freed slot: the owner can no longer put the first one back.
    const other = await created(
      book(
        jsonRequest("/api/appointments", person({ email: "b@example.com", date, time: "11:00" })),
        undefined,
      ),
    );
    const back = await patch("appointments", id, { status: "booked" }, token);
    expect(back.status).toBe(409);
    expect((await back.json()).message).toMatch(/booked by someone else/);
    expect((await findRecord("appointments", { _id: id }))?.status).toBe("no-show");
    await patch("appointments", other, { status: "cancelled" }, token);
    expect(
      (await (await patch("appointments", id, { status: "booked" }, token)).json()).status,
    ).toBe("booked");
    expect(await freeAt()).not.toContain("11:00");

    const wrong = await patch("appointments", id, { status: "cancelled-by-practice" }, token);
    expect((await wrong.json()).message).toBe(
      "Status must be one of: booked, confirmed, completed, no-show, cancelled",
    );
  });

  it("sends the review request once, however often the appointment is completed", async () => {
    const token = await adminToken();
    const date = weekdayFrom(2);
    const id = await created(
      book(jsonRequest("/api/appointments", person({ date, time: "12:00" })), undefined),
    );
    await patch("appointments", id, { status: "completed" }, token);
    await patch("appointments", id, { status: "no-show" }, token);
    await patch("appointments", id, { status: "completed" }, token);
    const reviews = await findRecords("outbox", { kind: "review-request" });
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({
      onceKey: reviewKey(id),
      to: "asha@example.com",
      audience: "visitor",
    });
    expect(reviews[0]!.text).toContain("https://www.google.com/maps/");
    expect(reviews[0]!.text).not.toContain("Asha");
    expect(await countRecords("outbox", { kind: "cancellation" })).toBe(0);
  });

  it("cancelling by the owner emails the client once; the lists return and filter by status", async () => {
    const token = await adminToken();
    const date = weekdayFrom(2);
    const kept = await created(
      book(jsonRequest("/api/appointments", person({ date, time: "09:30" })), undefined),
    );
    const gone = await created(
      book(
        jsonRequest("/api/appointments", person({ email: "c@example.com", date, time: "10:30" })),
        undefined,
      ),
    );
    expect(
      (await (await patch("appointments", gone, { status: "cancelled" }, token)).json())
        .cancelledBy,
    ).toBe("practice");
    expect(await countRecords("outbox", { kind: "cancellation" })).toBe(1);

    const list = async (path: string, handler: typeof listAppointments) =>
      (await (await handler(getRequest(path, { token }), undefined)).json()) as {
        _id: string;
        status: string;
      }[];
    const cancelled = await list("/api/appointments?status=cancelled", listAppointments);
    expect(cancelled.map((a) => a._id)).toEqual([gone]);
    expect(
      (await list("/api/appointments?status=booked", listAppointments)).map((a) => a._id),
    ).toEqual([kept]);
    expect(await list("/api/appointments", listAppointments)).toHaveLength(2);

    await created(plan(jsonRequest("/api/plans", validPlan()), undefined));
    expect((await list("/api/plans", listPlans))[0]!.status).toBe("new");
    expect(await list("/api/plans?status=spam", listPlans)).toEqual([]);
    await created(contact(jsonRequest("/api/contact", validContact()), undefined));
    expect(await list("/api/contact?status=new", listContacts)).toHaveLength(1);
  });
});

describe("GET /api/admin/summary", () => {
  it("lists today's appointments and the next 7 days' in India, with the new counts", async () => {
    const token = await adminToken();
    const inDays = (d: number) => istDate(new Date(Date.now() + d * DAY));
    const ids = {
      later: await created(
        book(jsonRequest("/api/appointments", person({ date: inDays(3) })), undefined),
      ),
      soon: await created(
        book(jsonRequest("/api/appointments", person({ date: inDays(1) })), undefined),
      ),
      far: await created(
        book(jsonRequest("/api/appointments", person({ date: inDays(9) })), undefined),
      ),
      today: await created(
        book(jsonRequest("/api/appointments", person({ date: inDays(0) })), undefined),
      ),
      cancelled: await created(
        book(jsonRequest("/api/appointments", person({ date: inDays(2) })), undefined),
      ),
    };
    await patch("appointments", ids.cancelled, { status: "cancelled" }, token);
    const answer = await summary(getRequest("/api/admin/summary", { token }), undefined);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.new).toEqual({ plans: 0, appointments: 4, contacts: 0 });
    expect(body.today.map((a: { _id: string }) => a._id)).toEqual([ids.today]);
    expect(body.upcoming.map((a: { _id: string }) => a._id)).toEqual([ids.soon, ids.later]);
    expect(body.today[0]).toMatchObject({
      name: "Asha Rao",
      status: "booked",
      notes: [],
      history: [],
    });
    expect((await summary(getRequest("/api/admin/summary"), undefined)).status).toBe(401);
  });
});
