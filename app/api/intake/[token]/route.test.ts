import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { signIntakeToken } from "@/lib/clients/intake-token";
import { pruneBookkeeping } from "@/lib/mail/data/bookkeeping";
import { flushDb } from "@/lib/server/db";
import { UNNAMED_REPORT_GRACE_MS } from "@/lib/clients/data/intakes";
import { serverEnv } from "@/lib/server/env";
import { PRIVACY_POLICY_VERSION } from "@/lib/forms/consent";
import { adminToken, formRequest, getRequest, jsonRequest, validPlan } from "@/test/api";
import { clearRecords, findRecords, insertRecord } from "@/test/records";
import { GET as report } from "../../admin/intakes/[id]/report/route";
import { DELETE as erase, GET as exportPerson } from "../../admin/people/route";
import { POST as plan } from "../../plans/route";
import { POST } from "./route";

const EMAIL = "meera.intake@example.com";
const answers = {
  heightCm: "160",
  weightKg: "72.5",
  waistCm: "88",
  dateOfBirth: "1988-03-14",
  sex: "female",
  goal: "weight-loss",
  diet: "eggetarian",
  conditions: ["thyroid", "pcod"],
  medicines: "Thyronorm 50 mcg",
  typicalDay: "Breakfast: poha\nLunch: dal, rice",
  healthConsent: true,
};

const send = (token: string, body: unknown) =>
  POST(jsonRequest(`/api/intake/${token}`, body), {
    params: Promise.resolve({ token }),
  });

const sendForm = (token: string, form: FormData) =>
  POST(formRequest(`/api/intake/${token}`, form), { params: Promise.resolve({ token }) });

/** A plan request, and the intake link its acknowledgement carries. */
async function planAndLink(): Promise<string> {
  const response = await plan(
    jsonRequest("/api/plans", { ...validPlan(), email: EMAIL, phone: "+91 98765 43210" }),
    undefined,
  );
  expect(response.status).toBe(201);
  const [ack] = await findRecords("outbox", { kind: "acknowledgement", to: EMAIL });
  const link = /Fill in the questionnaire: (\S+)/.exec(ack!.text)?.[1];
  expect(link).toMatch(/^http.*\/intake\?token=/);
  return decodeURIComponent(new URL(link!).searchParams.get("token")!);
}

/** A report whose bytes are easy to find on disk. */
const PDF = Buffer.from(`%PDF-1.4\n${"HBA1C-REPORT-MARKER ".repeat(200)}\n%%EOF`, "latin1");

function reportForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, String(value));
  }
  form.append("report", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  return form;
}

function filesHolding(text: string): string[] {
  const dir = serverEnv.dataDir;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString("latin1").includes(text));
}

beforeEach(() => clearRecords("plans", "appointments", "outbox", "intakes", "erasures"));

describe("POST /api/intake/{token}", () => {
  it("takes the answers from the link in the acknowledgement, and corrections after", async () => {
    const token = await planAndLink();
    const first = await send(token, answers);
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(await first.json()).toMatchObject({ success: true, created: true });
    const [stored] = await findRecords("intakes");
    expect(stored).toMatchObject({
      source: { collection: "plans" },
      email: EMAIL,
      heightCm: 160,
      weightKg: 72.5,
      bmi: 28.32,
      conditions: ["thyroid", "pcod"],
      healthConsent: { policyVersion: PRIVACY_POLICY_VERSION },
    });

    const corrected = await send(token, { ...answers, weightKg: 71, waistCm: "" });
    expect(corrected.status).toBe(201);
    expect(await corrected.json()).toMatchObject({ created: false });
    const [again] = await findRecords("intakes");
    expect(again).toMatchObject({ weightKg: 71, bmi: 27.73 });
    expect(again).not.toHaveProperty("waistCm");
  });

  it("answers 400 with a message per field, and stores nothing", async () => {
    const token = await planAndLink();
    const response = await send(token, { heightCm: 20, weightKg: 900, conditions: ["gout"] });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toMatchObject({
      heightCm: ["Enter your height in centimetres, between 50 and 250."],
      weightKg: ["Enter your weight in kilograms, between 2 and 300."],
      conditions: ["Choose from the listed conditions"],
      healthConsent: ["Please agree to how we use your health information to send the form"],
    });
    expect(await findRecords("intakes")).toEqual([]);
  });

  it("answers 404 for a tampered or unknown link and 410 once it expired or the visit began", async () => {
    const token = await planAndLink();
    const tampered = token.slice(0, -3) + (token.endsWith("A") ? "BBB" : "AAA");
    expect((await send(tampered, answers)).status).toBe(404);
    const unknown = await signIntakeToken(
      { collection: "plans", id: "0123456789abcdef01234567" },
      new Date(),
      serverEnv.jwtSecret,
    );
    expect((await send(unknown, answers)).status).toBe(404);

    const [request] = await findRecords("plans");
    const old = await signIntakeToken(
      { collection: "plans", id: String(request!._id) },
      new Date(Date.now() - 31 * 86_400_000),
      serverEnv.jwtSecret,
    );
    const expired = await send(old, answers);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toMatch(/expired/);

    const visit = await insertRecord("appointments", {
      name: "Meera",
      email: EMAIL,
      phone: "9876543210",
      disease: "Thyroid",
      date: "2026-01-05",
      time: "10:00",
      slotKey: "2026-01-05T10:00",
      startsAt: new Date(Date.now() - 3_600_000),
      status: "booked",
    });
    const begun = await signIntakeToken(
      { collection: "appointments", id: String(visit._id) },
      new Date(),
      serverEnv.jwtSecret,
    );
    const closed = await send(begun, answers);
    expect(closed.status).toBe(410);
    expect((await closed.json()).message).toMatch(/first visit has begun/);
    expect(await findRecords("intakes")).toEqual([]);
  });

  it("keeps a report for the owner alone, and erasure leaves no byte of it", async () => {
    const token = await planAndLink();
    const notPdf = await sendForm(token, reportForm(Buffer.from("just text"), "report.pdf"));
    expect(notPdf.status).toBe(400);
    expect((await notPdf.json()).fieldErrors.report[0]).toMatch(/PDF or a photo/);

    const sent = await sendForm(token, reportForm(PDF, "../../blood test (May).pdf"));
    expect(sent.status).toBe(201);
    const [intake] = await findRecords("intakes");
    expect(intake!.report).toMatchObject({
      filename: "blood test May.pdf",
      contentType: "application/pdf",
      size: PDF.byteLength,
    });

    const url = `/api/admin/intakes/${intake!._id}/report`;
    const context = { params: Promise.resolve({ id: String(intake!._id) }) };
    expect((await report(getRequest(url), context)).status).toBe(401);
    const admin = await adminToken();
    const download = await report(getRequest(url, { token: admin }), context);
    expect(download.status).toBe(200);
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);

    const people = (method: "GET" | "DELETE") =>
      (method === "GET" ? exportPerson : erase)(
        getRequest(`/api/admin/people?email=${EMAIL}`, { method, token: admin }),
        undefined,
      );
    const exported = await (await people("GET")).json();
    expect(exported.intakes).toHaveLength(1);
    expect(exported.intakes[0]).toMatchObject({
      heightCm: 160,
      goal: "weight-loss",
      report: { filename: "blood test May.pdf", contentBase64: PDF.toString("base64") },
    });

    await flushDb();
    expect(filesHolding("HBA1C-REPORT-MARKER")).not.toEqual([]);
    const erased = await people("DELETE");
    expect(erased.status).toBe(200);
    expect((await erased.json()).counts).toMatchObject({ plans: 1, intakes: 1 });
    expect(await findRecords("intakes")).toEqual([]);
    expect((await report(getRequest(url, { token: admin }), context)).status).toBe(404);
    await flushDb();
    expect(filesHolding("HBA1C-REPORT-MARKER")).toEqual([]);
    expect(filesHolding("Thyronorm")).toEqual([]);
  });

  it("keeps one report of parallel sends, and erasure leaves none of them on disk", async () => {
    const token = await planAndLink();
    const sends = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sendForm(token, reportForm(PDF, `report ${i}.pdf`))),
    );
    expect(sends.map((sent) => sent.status)).toEqual(Array(12).fill(201));
    expect(await findRecords("intakes")).toHaveLength(1);

    const admin = await adminToken();
    const erased = await erase(
      getRequest(`/api/admin/people?email=${EMAIL}`, { method: "DELETE", token: admin }),
      undefined,
    );
    expect(erased.status).toBe(200);
    await flushDb();
    expect(filesHolding("HBA1C-REPORT-MARKER")).toEqual([]);
  });

  it("deletes, in the daily pass, a report no intake names once past its grace period", async () => {
    const token = await planAndLink();
    expect((await sendForm(token, reportForm(PDF, "lipids.pdf"))).status).toBe(201);
    await clearRecords("intakes"); // its report is now named by nothing
    const now = new Date();
    expect((await pruneBookkeeping(now, 30)).reports).toBe(0); // could be an upload under way
    await flushDb();
    expect(filesHolding("HBA1C-REPORT-MARKER")).toHaveLength(1);
    const later = new Date(now.getTime() + UNNAMED_REPORT_GRACE_MS + 60_000);
    expect((await pruneBookkeeping(later, 30)).reports).toBe(1);
    await flushDb();
    expect(filesHolding("HBA1C-REPORT-MARKER")).toEqual([]);
  });
});
