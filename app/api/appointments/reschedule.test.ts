import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The app reads SMTP_URL once at start: point it at this file's receiver before anything loads.
vi.hoisted(() => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
  process.env.OWNER_EMAIL = "owner@clinic.example";
});

import { signRescheduleToken } from "@/lib/booking/reschedule-token";
import { istDate, istToInstant } from "@/lib/booking/slots";
import { appointmentForCancelLink, cancelByLink } from "@/lib/booking/data/appointment-status";
import { appointmentForRescheduleLink } from "@/lib/booking/data/reschedule";
import { connectDb } from "@/lib/server/db";
import { serverEnv } from "@/lib/server/env";
import { runReminderPass } from "@/lib/booking/reminders";
import { whenText } from "@/lib/mail/mail-texts";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { clearRecords, findRecord, findRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort } from "@/test/smtp";
import { POST as closeDate } from "../closed-dates/route";
import { POST as cancel } from "./cancel/route";
import { POST as reschedule } from "./reschedule/route";
import { POST as book } from "./route";
import { GET as slots } from "./slots/route";

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;

/** The n-th Monday to Friday at least two days away (so the 2-hour notice never interferes). */
function weekday(n = 1): string {
  const found: string[] = [];
  for (let days = 2; found.length < n; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    const day = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (day >= 1 && day <= 5) found.push(date);
  }
  return found[n - 1]!;
}

const freeSlots = async (date: string) =>
  (
    (await (await slots(getRequest(`/api/appointments/slots?date=${date}`), undefined)).json()) as {
      slots: string[];
    }
  ).slots;

/** Books a slot through the API and returns the reschedule token of its confirmation email. */
async function bookSlot(date: string, time: string, email = "neha@example.com") {
  const response = await book(
    jsonRequest("/api/appointments", {
      name: "Neha Gupta",
      email,
      phone: "97777 55555",
      disease: "Thyroid",
      date,
      time,
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { _id: string } };
  const confirmation = await findRecord("outbox", { kind: "confirmation", to: email });
  return { id: data._id, token: tokenIn(confirmation!.text) };
}

const tokenIn = (text: string) =>
  decodeURIComponent(/Reschedule: \S+\/appointment\/reschedule\?token=(\S+)/.exec(text)![1]!);
const cancelTokenIn = (text: string) =>
  decodeURIComponent(/\/appointment\/cancel\?token=(\S+)/.exec(text)![1]!);

const MOVED =
  "This link was sent before your appointment was last moved, so it no longer works. Please use the link in your latest email, or call us.";

const cancelWith = async (token: string) => {
  const response = await cancel(jsonRequest("/api/appointments/cancel", { token }), undefined);
  return { status: response.status, body: await response.json() };
};

/** The links of the n-th email of `kind` to the client. */
async function linksOf(kind: "confirmation" | "reschedule", n = 0) {
  const mail = (await findRecords("outbox", { kind }))[n]!;
  return { cancel: cancelTokenIn(mail.text), reschedule: tokenIn(mail.text) };
}

const move = async (body: Record<string, unknown>) => {
  const response = await reschedule(jsonRequest("/api/appointments/reschedule", body), undefined);
  return { status: response.status, body: await response.json() };
};

const icsLine = (ics: string, name: string) =>
  ics.split("\r\n").find((line) => line.startsWith(`${name}:`));
const utc = (date: string, time: string) =>
  istToInstant(date, time).toISOString().replace(/[-:]/g, "").replace(".000", "");

beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
  await connectDb();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  await clearRecords("appointments", "outbox", "closedDates");
  smtp.received.length = 0;
});

describe("POST /api/appointments/reschedule", () => {
  it("moves a booking in one step: the old slot is freed, the client gets a replacing calendar file, the owner every detail", async () => {
    const date = weekday();
    const { id, token } = await bookSlot(date, "10:00");
    const confirmation = await findRecord("outbox", { kind: "confirmation" });
    expect(confirmation!.text).toContain("/appointment/cancel?token=");
    const firstUid = icsLine(confirmation!.attachments[0]!.content, "UID");
    expect(icsLine(confirmation!.attachments[0]!.content, "SEQUENCE")).toBe("SEQUENCE:0");

    const moved = await move({ token, date, time: "11:30" });
    expect(moved).toEqual({
      status: 200,
      body: {
        success: true,
        data: { when: whenText({ date, time: "11:30" }), date, time: "11:30" },
      },
    });
    expect(await freeSlots(date)).toContain("10:00");
    expect(await freeSlots(date)).not.toContain("11:30");
    const stored = await findRecord("appointments", { _id: id });
    expect(stored).toMatchObject({ date, time: "11:30", slotKey: `${date}T11:30`, sequence: 1 });
    expect(stored!.startsAt).toEqual(istToInstant(date, "11:30"));
    expect(stored!.reminder?.claimedAt).toBeNull();

    const toClient = await findRecord("outbox", { kind: "reschedule" });
    expect(toClient).toMatchObject({
      to: "neha@example.com",
      subject: `Appointment moved: ${whenText({ date, time: "11:30" })}`,
    });
    expect(toClient!.text).toContain(
      `The previous time, ${whenText({ date, time: "10:00" })}, is released.`,
    );
    expect(toClient!.text).toContain("/appointment/cancel?token=");
    for (const words of ["Neha", "97777", "Thyroid"]) expect(toClient!.text).not.toContain(words);
    const ics = toClient!.attachments[0]!.content;
    expect(icsLine(ics, "UID")).toBe(firstUid);
    expect(icsLine(ics, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(icsLine(ics, "DTSTART")).toBe(`DTSTART:${utc(date, "11:30")}`);

    const toOwner = await findRecord("outbox", { kind: "owner-reschedule" });
    expect(toOwner!.to).toBe("owner@clinic.example");
    expect(toOwner!.subject).toContain("Neha Gupta");
    for (const words of [
      "Phone: 97777 55555",
      `From: ${whenText({ date, time: "10:00" })}`,
      `To: ${whenText({ date, time: "11:30" })}`,
    ])
      expect(toOwner!.text).toContain(words);

    // The old link is used up; the new email's link moves it again, with a higher SEQUENCE.
    const again = await move({ token, date, time: "12:00" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MOVED);
    expect(await appointmentForRescheduleLink(token)).toEqual({
      ok: false,
      message: again.body.message,
    });
    const newToken = tokenIn(toClient!.text);
    expect(await appointmentForRescheduleLink(newToken)).toMatchObject({ ok: true, time: "11:30" });
    expect((await move({ token: newToken, date, time: "12:00" })).status).toBe(200);
    const [, second] = await findRecords("outbox", { kind: "reschedule" });
    expect(icsLine(second!.attachments[0]!.content, "SEQUENCE")).toBe("SEQUENCE:2");
  });

  it("gives a slot to one of two appointments moving into it at once; the other keeps its own", async () => {
    const date = weekday(2);
    const a = await bookSlot(date, "10:00", "a@example.com");
    const b = await bookSlot(date, "11:00", "b@example.com");
    const results = await Promise.all([
      move({ token: a.token, date, time: "15:00" }),
      move({ token: b.token, date, time: "15:00" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expect(lost.body.error.message).toBe("That time was just taken — please pick another");
    expect(lost.body.error.fields.time).toEqual(["That time was just taken — please pick another"]);

    const [winner, loser] = results[0]!.status === 200 ? [a, b] : [b, a];
    const loserTime = loser === a ? "10:00" : "11:00";
    expect(await findRecord("appointments", { _id: winner.id })).toMatchObject({ time: "15:00" });
    expect(await findRecord("appointments", { _id: loser.id })).toMatchObject({
      time: loserTime,
      slotKey: `${date}T${loserTime}`,
    });
    const free = await freeSlots(date);
    expect(free).not.toContain("15:00");
    expect(free).not.toContain(loserTime);
    expect(free).toContain(loser === a ? "11:00" : "10:00");
    // the loser's link still works for another time
    expect((await move({ token: loser.token, date, time: "16:00" })).status).toBe(200);
  });

  it("moves once when one link is used twice at the same time", async () => {
    const date = weekday(3);
    const { id, token } = await bookSlot(date, "10:00");
    const results = await Promise.all([
      move({ token, date, time: "11:00" }),
      move({ token, date, time: "12:00" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = results.find((r) => r.status === 200)!.body.data.time as string;
    expect(results.find((r) => r.status === 409)!.body.message).toBe(MOVED);
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ time: won, sequence: 1 });
    const free = await freeSlots(date);
    expect(free.filter((t) => ["10:00", "11:00", "12:00"].includes(t))).toHaveLength(2);
    expect(await findRecords("outbox", { kind: "reschedule" })).toHaveLength(1);
  });

  it("refuses a slot another booking took first, and keeps the old one", async () => {
    const date = weekday(3);
    const { id, token } = await bookSlot(date, "10:00");
    await bookSlot(date, "14:00", "first@example.com");
    const taken = await move({ token, date, time: "14:00" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("That time was just taken — please pick another");
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ time: "10:00" });
    expect(await findRecords("outbox", { kind: "reschedule" })).toHaveLength(0);
  });

  it("applies the booking rules to the new slot and refuses the same slot", async () => {
    const date = weekday(4);
    const { token } = await bookSlot(date, "10:00");
    const same = await move({ token, date, time: "10:00" });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.time[0]).toMatch(/already at that time/);
    const outside = await move({ token, date, time: "19:00" });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.time[0]).toMatch(/outside the clinic's hours/);
    const noTime = await move({ token, date });
    expect(noTime.status).toBe(400);
    expect(noTime.body.error.fields.time).toEqual(["Choose a new time"]);

    const closed = weekday(5);
    const closing = await closeDate(
      jsonRequest("/api/closed-dates", { date: closed }, { token: await adminToken() }),
      undefined,
    );
    expect(closing.status).toBe(201);
    const onClosed = await move({ token, date: closed, time: "11:00" });
    expect(onClosed.status).toBe(400);
    expect(onClosed.body.error.fields.time[0]).toBe("The clinic is closed on that date");
  });

  it("says when a link has expired or is not valid, and changes nothing", async () => {
    const date = weekday();
    const { id } = await bookSlot(date, "10:00");
    const expired = await signRescheduleToken(
      id,
      { slotKey: `${date}T10:00`, moves: 0 },
      new Date(Date.now() - 1000),
      serverEnv.jwtSecret,
    );
    const late = await move({ token: expired, date, time: "11:00" });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      "This reschedule link has expired. Please call us to change your appointment.",
    );
    const forged = await move({ token: "not-a-token", date, time: "11:00" });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toMatch(/^This reschedule link is not valid/);
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ time: "10:00" });
  });

  it("refuses to move a cancelled appointment", async () => {
    const date = weekday();
    const { token } = await bookSlot(date, "10:00");
    const confirmation = await findRecord("outbox", { kind: "confirmation" });
    const cancelToken = decodeURIComponent(/cancel\?token=(\S+)/.exec(confirmation!.text)![1]!);
    const cancelled = await cancel(
      jsonRequest("/api/appointments/cancel", { token: cancelToken }),
      undefined,
    );
    expect(cancelled.status).toBe(200);
    const refused = await move({ token, date, time: "11:00" });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "This appointment is cancelled, so it cannot be moved. Please book a new time.",
    );
    expect(await freeSlots(date)).toContain("11:00");
  });

  it("queues the reminder of the new time once, after the old time's reminder", async () => {
    const date = weekday(2);
    const { token } = await bookSlot(date, "10:00");
    const dayBefore = (time: string) =>
      new Date(istToInstant(date, time).getTime() - 23 * 3_600_000);
    expect(await runReminderPass(dayBefore("10:00"))).toBe(1);
    expect(await runReminderPass(dayBefore("10:00"))).toBe(0);

    expect((await move({ token, date, time: "16:30" })).status).toBe(200);
    expect(await runReminderPass(dayBefore("16:30"))).toBe(1);
    expect(await runReminderPass(dayBefore("16:30"))).toBe(0);
    const reminders = await findRecords("outbox", { kind: "reminder" });
    expect(reminders.map((r) => r.subject)).toEqual([
      `Reminder: your appointment tomorrow, ${whenText({ date, time: "10:00" })}`,
      `Reminder: your appointment tomorrow, ${whenText({ date, time: "16:30" })}`,
    ]);
    expect(reminders[1]!.text).toContain("Need another time? Reschedule: ");
    // the reminder's links are for the moved appointment
    expect(await appointmentForRescheduleLink(tokenIn(reminders[1]!.text))).toMatchObject({
      ok: true,
      time: "16:30",
    });
    expect(await appointmentForCancelLink(cancelTokenIn(reminders[1]!.text))).toMatchObject({
      ok: true,
    });
  });
});

describe("links that outlive their purpose", () => {
  it("a cancel link from before a move no longer cancels; the move's email brings links that do", async () => {
    const date = weekday();
    const { id } = await bookSlot(date, "10:00");
    const first = await linksOf("confirmation");
    expect((await move({ token: first.reschedule, date, time: "11:30" })).status).toBe(200);

    const stale = await cancelWith(first.cancel);
    expect(stale).toMatchObject({ status: 409, body: { message: MOVED } });
    expect(await appointmentForCancelLink(first.cancel)).toEqual({ ok: false, message: MOVED });
    expect(await findRecord("appointments", { _id: id })).toMatchObject({
      status: "booked",
      time: "11:30",
    });
    expect(await findRecords("outbox", { kind: "cancellation" })).toHaveLength(0);

    const fresh = await linksOf("reschedule");
    expect(await appointmentForCancelLink(fresh.cancel)).toMatchObject({
      ok: true,
      when: whenText({ date, time: "11:30" }),
    });
    expect((await cancelWith(fresh.cancel)).status).toBe(200);
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ status: "cancelled" });
  });

  it("no cancel link outlives the appointment after a move to an earlier date", async () => {
    const [early, late] = [weekday(1), weekday(3)];
    const { id } = await bookSlot(late, "10:00");
    const first = await linksOf("confirmation");
    expect((await move({ token: first.reschedule, date: early, time: "10:00" })).status).toBe(200);
    const fresh = await linksOf("reschedule");
    // an hour after the new time, long before the old one the first link was valid until
    const after = new Date(istToInstant(early, "10:00").getTime() + 3_600_000);
    for (const token of [first.cancel, fresh.cancel]) {
      await expect(cancelByLink(token, after)).rejects.toMatchObject({ status: 409 });
      expect(await appointmentForCancelLink(token, after)).toMatchObject({ ok: false });
    }
    expect(await appointmentForCancelLink(fresh.cancel, after)).toEqual({
      ok: false,
      message: "This cancellation link has expired. Please call us to change your appointment.",
    });
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ status: "booked" });
  });

  it("a used reschedule link does not work again once the appointment is moved back", async () => {
    const date = weekday(2);
    const { id, token } = await bookSlot(date, "10:00");
    expect((await move({ token, date, time: "11:00" })).status).toBe(200);
    const second = await linksOf("reschedule");
    expect((await move({ token: second.reschedule, date, time: "10:00" })).status).toBe(200);

    expect(await appointmentForRescheduleLink(token)).toEqual({ ok: false, message: MOVED });
    expect(await move({ token, date, time: "12:00" })).toMatchObject({
      status: 409,
      body: { message: MOVED },
    });
    const back = await linksOf("confirmation");
    expect((await cancelWith(back.cancel)).body.message).toBe(MOVED);
    expect(await findRecord("appointments", { _id: id })).toMatchObject({
      status: "booked",
      time: "10:00",
      sequence: 2,
    });
    // the latest email's links work
    const latest = await linksOf("reschedule", 1);
    expect((await move({ token: latest.reschedule, date, time: "12:00" })).status).toBe(200);
  });

  it("links sent before they named their move count work until the appointment is moved after them", async () => {
    const date = weekday(3);
    const { id } = await bookSlot(date, "10:00");
    const start = istToInstant(date, "10:00");
    const key = new TextEncoder().encode(serverEnv.jwtSecret);
    const oldLink = (purpose: string, claims: Record<string, string>, secondsAgo: number) =>
      new SignJWT({ ...claims, purpose })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - secondsAgo)
        .setExpirationTime(Math.floor(start.getTime() / 1000))
        .sign(key);
    const oldCancel = await oldLink("cancel-appointment", {}, 60);
    const oldReschedule = await oldLink("reschedule-appointment", { slot: `${date}T10:00` }, 60);
    expect(await appointmentForCancelLink(oldCancel)).toMatchObject({ ok: true });
    expect(await appointmentForRescheduleLink(oldReschedule)).toMatchObject({ ok: true });

    expect((await move({ token: oldReschedule, date, time: "11:00" })).status).toBe(200);
    expect(await appointmentForCancelLink(oldCancel)).toEqual({ ok: false, message: MOVED });
    // one signed after the move (the move's email, sent before this change) still works
    const sentAfter = await oldLink("cancel-appointment", {}, 0);
    expect((await cancelWith(sentAfter)).status).toBe(200);
    expect(await findRecord("appointments", { _id: id })).toMatchObject({ status: "cancelled" });
  });
});
