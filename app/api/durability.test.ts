import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The first admin comes from the environment, as on a server configured by the README; the
// SMTP receiver's port must be known before the app reads its configuration.
vi.hoisted(() => {
  process.env.ADMIN_USERNAME = "owner";
  process.env.ADMIN_PASSWORD = "password-from-env";
  process.env.SMTP_URL = `smtp://127.0.0.1:${20_000 + (process.pid % 20_000)}?ignoreTLS=true`;
});

import sharp from "sharp";
import { istDate } from "@/lib/booking/slots";
import { connectDb, disconnectDb } from "@/lib/server/db";
import { deliverDueMail } from "@/lib/mail/delivery";
import { formRequest, getRequest, jsonRequest, params, validContact, validPlan } from "@/test/api";
import { subjectOf } from "@/test/mime";
import { countRecords, findRecord, findRecords } from "@/test/records";
import { startSmtpReceiver, testSmtpPort } from "@/test/smtp";
import { POST as login } from "./admin/login/route";
import { POST as updateCredentials } from "./admin/updateCredentials/route";
import { GET as verifyToken } from "./admin/verifyToken/route";
import { POST as cancel } from "./appointments/cancel/route";
import { GET as listAppointments, POST as book } from "./appointments/route";
import { POST as createBlog } from "./blogs/route";
import { GET as closedDates, POST as closeDate } from "./closed-dates/route";
import { GET as listContacts, POST as contact } from "./contact/route";
import { GET as media } from "./media/[id]/route";
import { GET as listPlans, POST as plan } from "./plans/route";
import { GET as offers, POST as addOffer } from "./special-offers/route";

/** A graceful stop and a start of the app's database, as `npm start` does on the same DATA_DIR. */
async function restart() {
  await disconnectDb();
  await connectDb();
}

function nextWeekday(): string {
  for (let days = 3; ; days++) {
    const date = istDate(new Date(Date.now() + days * 86_400_000));
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown>;

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver(testSmtpPort());
});
afterAll(() => smtp.close());

describe("the embedded database across a restart", () => {
  it("keeps every kind of record, the image bytes, sessions, cancel links, mail and the changed password", async () => {
    smtp.refuse(true); // mail stays queued until after the restart
    const loggedIn = await login(
      jsonRequest("/api/admin/login", { username: "owner", password: "password-from-env" }),
      undefined,
    );
    const changed = await updateCredentials(
      jsonRequest(
        "/api/admin/updateCredentials",
        {
          currentUsername: "owner",
          currentPassword: "password-from-env",
          newPassword: "changed-in-the-admin",
        },
        { token: String((await json(loggedIn)).token) },
      ),
      undefined,
    );
    const token = String((await json(changed)).token);

    const date = nextWeekday();
    const closed = istDate(new Date(Date.parse(`${date}T12:00:00Z`) + 7 * 86_400_000));
    const submitted = await Promise.all([
      contact(jsonRequest("/api/contact", validContact("Kept across restarts")), undefined),
      plan(jsonRequest("/api/plans", validPlan()), undefined),
      book(
        jsonRequest("/api/appointments", {
          name: "Neha Gupta",
          email: "neha@example.com",
          phone: "98100 12345",
          disease: "Thyroid",
          date,
          time: "11:00",
        }),
        undefined,
      ),
      addOffer(
        jsonRequest("/api/special-offers", { type: "promotion", text: "Kept" }, { token }),
        undefined,
      ),
      closeDate(
        jsonRequest("/api/closed-dates", { date: closed, reason: "Training" }, { token }),
        undefined,
      ),
    ]);
    expect(submitted.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 99, b: 199 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({
      title: "Kept",
      content: "c",
      author: "a",
      category: "k",
    }))
      form.set(key, value);
    form.set("image", new File([new Uint8Array(image)], "kept.png", { type: "image/png" }));
    const blog = (
      await json(await createBlog(formRequest("/api/blogs", form, { token }), undefined))
    ).data as { image: string };
    const mediaId = blog.image.split("/").at(-1)!;
    const imageBefore = Buffer.from(
      await (await media(getRequest(blog.image), params(mediaId))).arrayBuffer(),
    );
    await vi.waitFor(async () =>
      expect((await findRecords("outbox")).some((m) => m.lastError)).toBe(true),
    );
    const queued = await countRecords("outbox");
    const confirmation = await findRecord("outbox", { kind: "confirmation" });
    const cancelToken = decodeURIComponent(/cancel\?token=(\S+)/.exec(confirmation!.text)![1]!);

    await restart();

    const admin = { token };
    expect((await verifyToken(getRequest("/api/admin/verifyToken", admin), undefined)).status).toBe(
      200,
    );
    const contacts = (await json(
      await listContacts(getRequest("/api/contact", admin), undefined),
    )) as unknown as { subject: string }[];
    expect(contacts.map((c) => c.subject)).toContain("Kept across restarts");
    expect(await (await listPlans(getRequest("/api/plans", admin), undefined)).json()).toHaveLength(
      1,
    );
    expect(
      await (await listAppointments(getRequest("/api/appointments", admin), undefined)).json(),
    ).toHaveLength(1);
    expect(
      JSON.stringify(await (await offers(getRequest("/api/special-offers"), undefined)).json()),
    ).toContain("Kept");
    expect(await (await closedDates(getRequest("/api/closed-dates"), undefined)).json()).toEqual([
      { date: closed, reason: "Training" },
    ]);
    const imageAfter = Buffer.from(
      await (await media(getRequest(blog.image), params(mediaId))).arrayBuffer(),
    );
    expect(imageAfter.equals(imageBefore)).toBe(true);

    // The password changed in the admin stays, although ADMIN_PASSWORD is still set.
    const withEnvPassword = await login(
      jsonRequest("/api/admin/login", { username: "owner", password: "password-from-env" }),
      undefined,
    );
    expect(withEnvPassword.status).toBe(401);
    const withChanged = await login(
      jsonRequest("/api/admin/login", { username: "owner", password: "changed-in-the-admin" }),
      undefined,
    );
    expect(withChanged.status).toBe(200);

    // The cancel link emailed before the restart still cancels, and frees the slot.
    const cancelled = await cancel(
      jsonRequest("/api/appointments/cancel", { token: cancelToken }),
      undefined,
    );
    expect(cancelled.status).toBe(200);

    // The mail queued before the restart goes out once SMTP is back (2 minutes on: past its first
    // retry delay, not past a running claim), each message exactly once.
    smtp.refuse(false);
    await vi.waitFor(async () => {
      await deliverDueMail({ now: () => new Date(Date.now() + 2 * 60_000) });
      expect(await countRecords("outbox", { status: "sent" })).toBeGreaterThanOrEqual(queued);
    }, 15_000);
    await deliverDueMail({ now: () => new Date(Date.now() + 2 * 60_000) });
    const subjects = smtp.received.map((m) => `${m.to.join()} ${subjectOf(m.parsed)}`);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect((await findRecords("outbox")).every((m) => m.status === "sent")).toBe(true);
  });
});
