import { randomInt } from "node:crypto";
import { startPushReceiver } from "@/test/push-receiver";
import { expect, test } from "../support/fixtures";
import { weekdayInIndia } from "../support/dates";
import { pushServiceTls } from "../support/push-service-tls";

/**
 * The owner's phone alert, end to end on the production build: a subscription stored as her
 * browser stores it, pointing at a push service of the test's own (https, with a certificate the
 * server trusts: e2e/support/push-service-tls.ts), then a visitor's booking. The receiver
 * decrypts what arrives with the subscription's keys (RFC 8291, test/push-receiver.ts).
 */
type Alert = { title: string; body: string; url: string };

/** "14:30" as the alert writes it: "2:30 pm". */
const spokenTime = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
};

test("a booking sends one alert to the owner's subscribed phone, naming its time", async ({
  adminApi,
  playwright,
  baseURL,
}) => {
  const receiver = await startPushReceiver({ tls: pushServiceTls() });
  const phone = receiver.subscription();
  try {
    const stored = await adminApi.post("/api/admin/push/subscriptions", { data: phone.json });
    expect(stored.status(), await stored.text()).toBe(201);
    const status = await adminApi.get(
      `/api/admin/push?endpoint=${encodeURIComponent(phone.json.endpoint)}`,
    );
    expect(await status.json()).toMatchObject({ subscribed: true });

    const visitor = await playwright.request.newContext({ baseURL });
    const date = weekdayInIndia(20 + randomInt(20));
    const slots = (await (await visitor.get(`/api/appointments/slots?date=${date}`)).json()) as {
      slots: string[];
    };
    const time = slots.slots[randomInt(slots.slots.length)]!;
    const booked = await visitor.post("/api/appointments", {
      headers: { "X-Forwarded-For": `10.77.${randomInt(256)}.${randomInt(1, 255)}` },
      data: {
        name: "Push Test Ritu",
        email: "push.ritu@example.com",
        phone: "9810012345",
        disease: "Thyroid",
        date,
        time,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const { _id: id } = ((await booked.json()) as { data: { _id: string } }).data;
    await visitor.dispose();

    // Other specs' submissions alert the same phone: this booking's alert is the one naming it.
    const mine = () =>
      receiver.received
        .map((push) => JSON.parse(phone.decrypt(push.body)) as Alert)
        .filter((alert) => alert.url === `/admin-appointments/${id}`);
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [alert, ...more] = mine();
    expect(more).toEqual([]);
    expect(alert!.title).toBe("New booking");
    const day = new Date(`${date}T00:00:00Z`);
    expect(alert!.body).toContain(String(day.getUTCDate()));
    expect(alert!.body).toMatch(new RegExp(`, ${spokenTime(time)}$`));
    expect(alert!.body).not.toContain("Ritu");
    const push = receiver.received.find(
      (p) => (JSON.parse(phone.decrypt(p.body)) as Alert).url === alert!.url,
    )!;
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.headers.authorization).toMatch(/^vapid t=/);
  } finally {
    await adminApi.delete("/api/admin/push/subscriptions", {
      data: { endpoint: phone.json.endpoint },
    });
    await receiver.close();
  }
});
