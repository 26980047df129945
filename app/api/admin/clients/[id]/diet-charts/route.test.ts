import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { signDietChartToken } from "@/lib/diet-charts/diet-chart-token";
import { flushDb } from "@/lib/server/db";
import { dietChartForLink } from "@/lib/diet-charts/data";
import { applyRetention } from "@/lib/privacy/data/retention-pass";
import { DIET_CHART_TEMPLATE } from "@/lib/diet-charts/template";
import { serverEnv } from "@/lib/server/env";
import { adminToken, formRequest, getRequest, jsonRequest, validPlan } from "@/test/api";
import { pdfText } from "@/test/pdf-text";
import { clearRecords, findRecords, insertRecord } from "@/test/records";
import { GET as downloadPdf } from "../../../../diet-chart/pdf/route";
import { POST as plan } from "../../../../plans/route";
import { DELETE as erase, GET as exportPerson } from "../../../people/route";
import { GET as listClients } from "../../route";
import { POST as merge } from "../merge/route";
import { GET as getRecord } from "../route";
import { DELETE as revoke } from "./link/route";
import { GET, POST } from "./route";

const EMAIL = "kavya.chart@example.com";
const context = (id: string) => ({ params: Promise.resolve({ id }) });
const chart = (title: string, meal: string) => ({
  title,
  content: DIET_CHART_TEMPLATE.replace("| Breakfast | |", `| Breakfast | ${meal} |`),
});
/** A small real PDF, with a marker to find on disk. */
const UPLOADED = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% CHART-UPLOAD-MARKER\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

async function client(token: string): Promise<string> {
  const sent = await plan(
    jsonRequest("/api/plans", { ...validPlan(), name: "Kavya Rao", email: EMAIL }),
    undefined,
  );
  expect(sent.status).toBe(201);
  const list = await listClients(getRequest("/api/admin/clients", { token }), undefined);
  const { items } = await list.json();
  return items[0]._id;
}

const save = (id: string, body: unknown, token?: string) =>
  POST(
    jsonRequest(`/api/admin/clients/${id}/diet-charts`, body, token ? { token } : {}),
    context(id),
  );

function uploadForm(title: string, bytes: Buffer, name = "plan.pdf") {
  const form = new FormData();
  form.set("title", title);
  form.set("pdf", new File([new Uint8Array(bytes)], name, { type: "application/pdf" }));
  return form;
}

const upload = (id: string, form: FormData, token: string) =>
  POST(formRequest(`/api/admin/clients/${id}/diet-charts`, form, { token }), context(id));

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

const download = (token: string, v?: number) =>
  downloadPdf(
    getRequest(
      `/api/diet-chart/pdf?token=${encodeURIComponent(token)}${v === undefined ? "" : `&v=${v}`}`,
    ),
    undefined,
  );

function filesHolding(text: string): string[] {
  return readdirSync(serverEnv.dataDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => readFileSync(file).toString("latin1").includes(text));
}

beforeEach(() =>
  clearRecords("plans", "clients", "dietCharts", "outbox", "erasures", "measurements"),
);

describe("POST /api/admin/clients/{id}/diet-charts", () => {
  it("is admin only, and 404 for an unknown client", async () => {
    const token = await adminToken();
    const id = await client(token);
    expect((await save(id, chart("Week 1", "Poha"))).status).toBe(401);
    const list = await GET(getRequest(`/api/admin/clients/${id}/diet-charts`), context(id));
    expect(list.status).toBe(401);
    expect((await save("0123456789abcdef01234567", chart("Week 1", "Poha"), token)).status).toBe(
      404,
    );
    expect(await findRecords("dietCharts")).toEqual([]);
  });

  it("answers 400 with a message per field", async () => {
    const token = await adminToken();
    const id = await client(token);
    const empty = await save(id, { title: " ", content: "" }, token);
    expect(empty.status).toBe(400);
    expect((await empty.json()).fieldErrors).toEqual({
      title: ["Title is required"],
      content: ["Content is required"],
    });
    const long = await save(id, { title: "x".repeat(121), content: "y".repeat(20_001) }, token);
    expect((await long.json()).fieldErrors).toEqual({
      title: ["Title must be at most 120 characters"],
      content: ["Content must be at most 20000 characters"],
    });
    const notPdf = await upload(id, uploadForm("Week 1", Buffer.from("just text")), token);
    expect(notPdf.status).toBe(400);
    expect((await notPdf.json()).fieldErrors).toEqual({
      pdf: ["Upload a PDF file of up to 10 MB"],
    });
    expect(await findRecords("dietCharts")).toEqual([]);
  });

  it("saves numbered versions, emails the link, and the link shows the chart and its PDF", async () => {
    const token = await adminToken();
    const id = await client(token);
    const first = await save(id, chart("Thyroid plan", "Vegetable poha, 1 katori"), token);
    expect(first.status).toBe(201);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    const v1 = await first.json();
    expect(Object.keys(v1).sort()).toEqual(["_id", "link", "version"]);
    expect(v1).toMatchObject({ _id: expect.stringMatching(/^[a-f0-9]{24}$/), version: 1 });
    expect(v1.link).toMatch(/^https?:\/\/[^/]+\/diet-chart\?token=[\w.-]+$/);
    const v2 = await (
      await save(id, chart("Thyroid plan, week 3", "Moong chilla ₹"), token)
    ).json();
    expect(v2.version).toBe(2);

    const mail = await findRecords("outbox", { to: EMAIL, kind: "diet-chart" });
    expect(mail.map((m) => m.subject)).toEqual([
      "Your diet chart is ready",
      "Your diet chart is ready",
    ]);
    expect(mail[1]!.text).toContain(v2.link);
    expect(mail[1]!.text).not.toContain("Moong"); // no health data in the email

    const page = await dietChartForLink(tokenOf(v1.link));
    expect(page).toMatchObject({
      status: "open",
      name: "Kavya Rao",
      current: 2,
      chart: { version: 2, title: "Thyroid plan, week 3", format: "markdown" },
      versions: [
        { version: 2, title: "Thyroid plan, week 3" },
        { version: 1, title: "Thyroid plan" },
      ],
    });
    expect(await dietChartForLink(tokenOf(v1.link), "1")).toMatchObject({
      chart: { version: 1, content: expect.stringContaining("Vegetable poha, 1 katori") },
    });

    const pdf = await download(tokenOf(v2.link));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="diet-chart-v2.pdf"');
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain("Thyroid plan, week 3");
    expect(text).toContain("For Kavya Rao · Version 2");
    expect(text).toContain("Moong chilla ₹");
    expect(
      pdfText(Buffer.from(await (await download(tokenOf(v2.link), 1)).arrayBuffer())),
    ).toContain("Vegetable poha, 1 katori");
    expect((await download(tokenOf(v2.link), 3)).status).toBe(404);

    const list = await GET(
      getRequest(`/api/admin/clients/${id}/diet-charts`, { token }),
      context(id),
    );
    expect(list.status).toBe(200);
    const { items } = await list.json();
    expect(items.map((i: { version: number }) => i.version)).toEqual([2, 1]);

    const record = await (await getRecord(getRequest(`/x`, { token }), context(id))).json();
    const titles = record.timeline.map((e: { title: string }) => e.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Diet chart v2: Thyroid plan, week 3",
        "Diet chart v1: Thyroid plan",
      ]),
    );
  });

  it("gives two saves at once the numbers 1 and 2", async () => {
    const token = await adminToken();
    const id = await client(token);
    const answers = await Promise.all([
      save(id, chart("A", "Idli"), token),
      save(id, chart("B", "Upma"), token),
      save(id, chart("C", "Dalia"), token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    const versions = (await Promise.all(answers.map((a) => a.json()))).map((b) => b.version);
    expect(versions.sort()).toEqual([1, 2, 3]);
  });

  it("refuses a tampered, foreign or expired link", async () => {
    const token = await adminToken();
    const id = await client(token);
    const { link } = await (await save(id, chart("Week 1", "Poha"), token)).json();
    const good = tokenOf(link);
    const tampered = `${good.slice(0, -3)}${good.endsWith("abc") ? "xyz" : "abc"}`;
    expect((await download(tampered)).status).toBe(404);
    expect(await dietChartForLink(tampered)).toEqual({ status: "invalid" });
    const other = await signDietChartToken(
      "0123456789abcdef01234567",
      new Date(Date.now() + 60_000),
      serverEnv.jwtSecret,
    );
    expect((await download(other)).status).toBe(404);
    const expired = await signDietChartToken(id, new Date(Date.now() - 1000), serverEnv.jwtSecret);
    expect((await download(expired)).status).toBe(410);
    expect(await dietChartForLink(expired)).toEqual({ status: "expired" });
  });

  it("lets the owner revoke the link: it then says so, and the next link works", async () => {
    const token = await adminToken();
    const id = await client(token);
    const { link } = await (await save(id, chart("Week 1", "Poha"), token)).json();
    const sent = tokenOf(link);
    const revokeLink = (admin?: string) =>
      revoke(
        getRequest(`/api/admin/clients/${id}/diet-charts/link`, {
          method: "DELETE",
          ...(admin ? { token: admin } : {}),
        }),
        context(id),
      );
    expect((await revokeLink()).status).toBe(401);
    expect((await dietChartForLink(sent)).status).toBe("open");
    const revoked = await revokeLink(token);
    expect(revoked.status).toBe(200);
    expect(await dietChartForLink(sent)).toEqual({ status: "revoked" });
    const pdf = await download(sent, 1);
    expect(pdf.status).toBe(410);
    expect((await pdf.json()).message).toBe("This diet chart link has been withdrawn");
    const tampered = `${sent.slice(0, -3)}${sent.endsWith("abc") ? "xyz" : "abc"}`;
    expect((await download(tampered)).status).toBe(404);

    const { link: next } = await (await save(id, chart("Week 2", "Upma"), token)).json();
    expect(next).not.toBe(link);
    expect(await dietChartForLink(tokenOf(next))).toMatchObject({ status: "open", current: 2 });
    expect((await download(tokenOf(next), 2)).status).toBe(200);
    expect(await dietChartForLink(sent)).toEqual({ status: "revoked" });
    const unknown = await revoke(
      getRequest(`/x`, { method: "DELETE", token }),
      context("0123456789abcdef01234567"),
    );
    expect(unknown.status).toBe(404);
  });

  it("serves an uploaded PDF as uploaded; export holds it, erasure leaves no byte of it", async () => {
    const token = await adminToken();
    const id = await client(token);
    await save(id, chart("Week 1", "Poha"), token);
    const sent = await upload(
      id,
      uploadForm("Hospital plan", UPLOADED, "../diet (final).pdf"),
      token,
    );
    expect(sent.status).toBe(201);
    const { link, version } = await sent.json();
    expect(version).toBe(2);
    const file = await download(tokenOf(link));
    expect(Buffer.from(await file.arrayBuffer()).equals(UPLOADED)).toBe(true);

    const people = (method: "GET" | "DELETE") =>
      (method === "GET" ? exportPerson : erase)(
        getRequest(`/api/admin/people?email=${EMAIL}`, { method, token }),
        undefined,
      );
    const exported = await (await people("GET")).json();
    expect(exported.dietCharts).toHaveLength(2);
    expect(exported.dietCharts[0]).toMatchObject({
      version: 2,
      title: "Hospital plan",
      pdf: { filename: "diet final.pdf", contentBase64: UPLOADED.toString("base64") },
    });
    expect(exported.dietCharts[1]).toMatchObject({
      version: 1,
      content: expect.stringContaining("Poha"),
    });

    await flushDb();
    expect(filesHolding("CHART-UPLOAD-MARKER")).not.toEqual([]);
    const erased = await people("DELETE");
    expect(erased.status).toBe(200);
    expect((await erased.json()).counts).toMatchObject({ clients: 1, dietCharts: 2 });
    expect(await findRecords("dietCharts")).toEqual([]);
    expect((await download(tokenOf(link))).status).toBe(404);
    await flushDb();
    expect(filesHolding("CHART-UPLOAD-MARKER")).toEqual([]);
  });

  it("goes with the retention period, uploaded PDFs included", async () => {
    const token = await adminToken();
    const id = await client(token);
    await upload(id, uploadForm("Old plan", UPLOADED), token);
    // saved 30 months ago (timestamps keep createdAt out of an update: stored again instead)
    const [saved] = await findRecords("dietCharts");
    await clearRecords("dietCharts");
    await insertRecord("dietCharts", {
      ...saved!,
      createdAt: new Date(Date.now() - 30 * 31 * 86_400_000),
    });
    await save(id, chart("New plan", "Poha"), token);
    const counts = await applyRetention(new Date(), 24);
    expect(counts.dietCharts).toBe(1);
    expect((await findRecords("dietCharts")).map((c) => c.title)).toEqual(["New plan"]);
    await flushDb();
    expect(filesHolding("CHART-UPLOAD-MARKER")).toEqual([]);
  });

  it("numbers a merged record's versions after this one's", async () => {
    const token = await adminToken();
    const id = await client(token);
    await plan(
      jsonRequest("/api/plans", {
        ...validPlan(),
        name: "Kavya R.",
        email: "kavya.2@example.com",
        phone: "+91 99000 22222",
      }),
      undefined,
    );
    const list = await listClients(getRequest("/api/admin/clients", { token }), undefined);
    const other = (await list.json()).items.find((c: { _id: string }) => c._id !== id)._id;
    await save(id, chart("Mine 1", "Poha"), token);
    await save(other, chart("Other 1", "Idli"), token);
    await save(other, chart("Other 2", "Upma"), token);
    const merged = await merge(
      jsonRequest(`/api/admin/clients/${id}/merge`, { otherId: other }, { token }),
      context(id),
    );
    expect(merged.status).toBe(200);
    const items = (
      await (
        await GET(getRequest(`/api/admin/clients/${id}/diet-charts`, { token }), context(id))
      ).json()
    ).items as { version: number; title: string }[];
    expect(items.map((i) => [i.version, i.title])).toEqual([
      [3, "Other 2"],
      [2, "Other 1"],
      [1, "Mine 1"],
    ]);
  });
});
