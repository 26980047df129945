import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { bookableWeekday } from "@/test/dates";
import { clearRecords } from "@/test/records";
import { GET as feedAddress, POST as newAddress } from "../../api/admin/calendar-feed/route";
import { POST as book } from "../../api/appointments/route";
import { GET } from "./route";

const fetchFeed = (url: string) => {
  const file = new URL(url).pathname.split("/").pop()!;
  return GET(getRequest(`/calendar/${file}`), { params: Promise.resolve({ file }) });
};

beforeEach(() => clearRecords("appointments", "outbox"));

describe("the owner's calendar subscription", () => {
  it("lists upcoming appointments for the current secret only, never cached", async () => {
    const booked = await book(
      jsonRequest("/api/appointments", {
        name: "Asha, Verma",
        email: "asha.feed@example.com",
        phone: "98100 44444",
        disease: "Thyroid; follow-up",
        date: bookableWeekday(2),
        time: "11:30",
        type: "first-consultation",
        mode: "video",
      }),
      undefined,
    );
    expect(booked.status).toBe(201);

    expect((await feedAddress(getRequest("/api/admin/calendar-feed"), undefined)).status).toBe(401);
    const token = await adminToken();
    const address = await (
      await feedAddress(getRequest("/api/admin/calendar-feed", { token }), undefined)
    ).json();
    expect(address.webcal).toMatch(/^webcal:\/\/[^/]+\/calendar\/[\w-]{43}\.ics$/);
    expect(address.url.replace(/^https?:/, "webcal:")).toBe(address.webcal);

    const response = await fetchFeed(address.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    const events = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    const event = events.find((e) => e.summary === "Asha, Verma: First consultation (video call)")!;
    expect(event.startDate.toJSDate().toISOString()).toBe(
      new Date(`${bookableWeekday(2)}T11:30:00+05:30`).toISOString(),
    );
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      45 * 60_000,
    );
    expect(event.description).toContain("Reason: Thyroid; follow-up");
    expect(event.description).toContain("Phone: 98100 44444");
    expect(event.location).toBe("Video call: https://meet.jit.si/PoshanDietClinicConsultations");

    // a new address revokes the old one
    const renewed = await (
      await newAddress(jsonRequest("/api/admin/calendar-feed", {}, { token }), undefined)
    ).json();
    expect(renewed.url).not.toBe(address.url);
    expect((await fetchFeed(address.url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);
    expect((await fetchFeed("https://x/calendar/not-a-secret.ics")).status).toBe(404);
  });
});
