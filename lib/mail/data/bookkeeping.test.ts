import { beforeAll, describe, expect, it } from "vitest";
import { Outbox, RateLimit } from "@/models";
import { pruneBookkeeping } from "./bookkeeping";
import { connectDb } from "../../server/db";

beforeAll(() => connectDb());

const DAY = 86_400_000;
const now = new Date("2030-06-01T00:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

async function mail(subject: string, status: "sent" | "pending", sentDaysAgo: number) {
  const at = daysAgo(sentDaysAgo);
  const doc = await Outbox.create({
    kind: "acknowledgement",
    audience: "visitor",
    to: "asha@example.com",
    subject,
    text: `The body of ${subject}`,
    html: `<p>The body of ${subject}</p>`,
    attachments: [{ filename: "a.ics", contentType: "text/calendar", content: "BEGIN:VCALENDAR" }],
    status,
    ...(status === "sent" ? { sentAt: at } : {}),
  });
  return String(doc._id);
}

describe("pruneBookkeeping (the daily pass)", () => {
  it("drops the text of mail sent more than MAIL_BODY_DAYS ago and keeps its delivery record", async () => {
    const old = await mail("Old", "sent", 31);
    const recent = await mail("Recent", "sent", 29);
    const waiting = await mail("Waiting", "pending", 40);

    expect(await pruneBookkeeping(now, 30)).toMatchObject({ mailBodies: 1 });
    const kept = await Outbox.findById(old).lean();
    expect(kept).toMatchObject({ to: "asha@example.com", subject: "Old", status: "sent" });
    expect(kept?.sentAt).toEqual(daysAgo(31));
    expect(kept?.bodyPrunedAt).toEqual(now);
    expect(kept?.text).toBe("");
    expect(kept).not.toHaveProperty("html");
    expect(kept?.attachments ?? []).toEqual([]);
    for (const id of [recent, waiting])
      expect((await Outbox.findById(id).lean())?.text).toMatch(/^The body of/);

    // a second pass changes nothing
    expect(await pruneBookkeeping(now, 30)).toMatchObject({ mailBodies: 0 });
  });

  it("goes through a backlog larger than one batch", async () => {
    const sentAt = daysAgo(90);
    await Outbox.insertMany(
      Array.from({ length: 1_100 }, (_, i) => ({
        kind: "owner",
        audience: "owner",
        to: "owner@clinic.example",
        subject: `Backlog ${i}`,
        text: "An old notification",
        status: "sent",
        sentAt,
      })),
    );
    expect(await pruneBookkeeping(now, 30)).toMatchObject({ mailBodies: 1_100 });
    expect(await Outbox.countDocuments({ subject: /^Backlog/, text: "" })).toBe(1_100);
  });

  it("deletes rate-limit windows that have ended, and only those", async () => {
    await RateLimit.create([
      { _id: "test:ended", count: 3, expiresAt: new Date(now.getTime() - 1) },
      { _id: "test:open", count: 1, expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await pruneBookkeeping(now, 30)).toMatchObject({ rateLimitWindows: 1 });
    expect(await RateLimit.exists({ _id: "test:ended" })).toBeNull();
    expect(await RateLimit.exists({ _id: "test:open" })).not.toBeNull();
  });
});
