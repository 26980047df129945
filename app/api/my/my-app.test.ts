import { beforeAll, describe, expect, it } from "vitest";
import { istDate } from "@/lib/booking/slots";
import { DIET_CHART_TEMPLATE } from "@/lib/diet-charts/template";
import { adminToken, getRequest, jsonRequest } from "@/test/api";
import { pdfText } from "@/test/pdf-text";
import { updateRecords } from "@/test/records";
import { clientHeaders, enrolClient, type AppClient } from "@/test/client-app";
import { POST as saveChart } from "../admin/clients/[id]/diet-charts/route";
import { GET as clientRecord } from "../admin/clients/[id]/route";
import { GET as chartPdf } from "./diet-chart/pdf/route";
import { POST as logMeasurement } from "./measurements/route";
import { GET as receipt } from "./receipts/[number]/route";
import { GET as overview } from "./route";

/**
 * The client's app serves her own data and nothing of anyone else's (every id of another client
 * tried on every route), and what her plan includes (the catalogue's rows, or the owner's grant).
 */
type Person = AppClient;
const people: Record<"ultimate" | "basic" | "none", Person> = {} as never;
let admin: string;

const context = (id: string) => ({ params: Promise.resolve({ id }) });
const asClient = (person: Person, path: string, init: { body?: unknown } = {}) => {
  const headers = clientHeaders(person);
  return init.body === undefined
    ? getRequest(path, { headers })
    : jsonRequest(path, init.body, { headers });
};

async function enrol(key: keyof typeof people, name: string, plan?: string, duration?: string) {
  people[key] = await enrolClient(
    admin,
    {
      name,
      email: `${key}.app@example.com`,
      phone: `+91 98100 ${String(10000 + Object.keys(people).length)}`,
    },
    plan ? { plan, duration: duration! } : undefined,
  );
}

const chart = (title: string) => ({ title, content: DIET_CHART_TEMPLATE });
const receiptNumber = (key: string) => `2026-27/${key === "ultimate" ? "0101" : "0102"}`;

beforeAll(async () => {
  admin = await adminToken();
  await enrol("ultimate", "Uma Ultimate", "Ultimate Plan", "3 Months");
  await enrol("basic", "Bina Basic", "Basic Plan", "1 Month");
  await enrol("none", "Nita None");
  for (const [key, titles] of [
    ["ultimate", ["Uma chart one"]],
    ["basic", ["Bina chart one", "Bina chart two"]],
  ] as const) {
    for (const title of titles) {
      const id = people[key].id;
      const saved = await saveChart(
        jsonRequest(`/api/admin/clients/${id}/diet-charts`, chart(title), { token: admin }),
        context(id),
      );
      expect(saved.status).toBe(201);
    }
    await updateRecords(
      "plans",
      { email: people[key].email },
      {
        $set: {
          payment: {
            status: "paid",
            paidAt: new Date(),
            receiptNumber: receiptNumber(key),
            reference: `REF-${key}`,
          },
        },
      },
    );
  }
});

describe("her app shows her own data alone", () => {
  it("GET /api/my: her programme, chart, receipts and features, nothing of another client", async () => {
    const response = await overview(asClient(people.ultimate, "/api/my"), undefined);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        "client",
        "programme",
        "dietChart",
        "appointments",
        "receipts",
        "measurements",
      ]),
    );
    expect(body.client).toMatchObject({
      name: "Uma Ultimate",
      features: ["messages", "weightLog", "progressTools"],
    });
    expect(body.programme).toMatchObject({ plan: "Ultimate Plan", state: "active" });
    expect(body.dietChart).toMatchObject({ current: 1, title: "Uma chart one" });
    expect(body.receipts).toEqual([expect.objectContaining({ number: receiptNumber("ultimate") })]);
    const text = JSON.stringify(body);
    for (const other of [people.basic, people.none])
      for (const secret of [other.id, other.email, other.name]) expect(text).not.toContain(secret);
    expect(text).not.toContain("Bina chart");
    expect(text).not.toContain(receiptNumber("basic"));
  });

  it("a receipt: hers downloads, another client's number is 404", async () => {
    const mine = await receipt(asClient(people.basic, "/api/my/receipts/x"), {
      params: Promise.resolve({ number: receiptNumber("basic") }),
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("content-type")).toBe("application/pdf");
    const text = pdfText(Buffer.from(await mine.arrayBuffer()));
    expect(text).toContain(`Receipt ${receiptNumber("basic")}`);
    expect(text).toContain("Bina Basic");
    expect(text).toMatch(/₹\s?[\d,]+ \(paid by UPI\)/);
    const theirs = await receipt(asClient(people.basic, "/api/my/receipts/x"), {
      params: Promise.resolve({ number: receiptNumber("ultimate") }),
    });
    expect(theirs.status).toBe(404);
  });

  it("the chart's PDF: her versions only; another client's version number is 404", async () => {
    const mine = await chartPdf(asClient(people.ultimate, "/api/my/diet-chart/pdf?v=1"), undefined);
    expect(mine.status).toBe(200);
    expect(pdfText(Buffer.from(await mine.arrayBuffer()))).toContain("Uma chart one");
    // the basic client has a version 2; she does not
    expect(
      (await chartPdf(asClient(people.ultimate, "/api/my/diet-chart/pdf?v=2"), undefined)).status,
    ).toBe(404);
    const hers = await chartPdf(asClient(people.basic, "/api/my/diet-chart/pdf?v=2"), undefined);
    expect(pdfText(Buffer.from(await hers.arrayBuffer()))).toContain("Bina chart two");
    expect(
      (await chartPdf(asClient(people.none, "/api/my/diet-chart/pdf"), undefined)).status,
    ).toBe(404);
  });
});

describe("what her plan includes", () => {
  const log = (person: Person, body: unknown) =>
    logMeasurement(asClient(person, "/api/my/measurements", { body }), undefined);
  const today = istDate(new Date());

  it("Basic: her weight (marked as hers on the owner's record), not her waist", async () => {
    const refused = await log(people.basic, { date: today, weightKg: 70, waistCm: 80 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors.waistCm[0]).toMatch(/Ultimate/);
    const saved = await log(people.basic, { date: today, weightKg: "70.25" });
    expect(saved.status).toBe(201);
    expect((await saved.json()).measurement).toMatchObject({ weightKg: 70.3, loggedBy: "client" });
    const record = await (
      await clientRecord(
        getRequest(`/api/admin/clients/${people.basic.id}`, { token: admin }),
        context(people.basic.id),
      )
    ).json();
    expect(record.measurements).toEqual([
      expect.objectContaining({ weightKg: 70.3, loggedBy: "client" }),
    ]);
  });

  it("Ultimate: her waist and hip too", async () => {
    const saved = await log(people.ultimate, { date: today, weightKg: 64, waistCm: 76, hipCm: 98 });
    expect(saved.status).toBe(201);
  });

  it("no programme: nothing to log (403), until the owner grants it", async () => {
    expect((await log(people.none, { date: today, weightKg: 60 })).status).toBe(403);
    await updateRecords(
      "clients",
      { email: people.none.email },
      { $set: { grantedFeatures: ["weightLog"] } },
    );
    expect((await log(people.none, { date: today, weightKg: 60 })).status).toBe(201);
  });

  it("bad input gets a message per field", async () => {
    const response = await log(people.ultimate, { date: "2026-02-30", weightKg: "heavy" });
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors).sort()).toEqual(["date", "weightKg"]);
  });
});
