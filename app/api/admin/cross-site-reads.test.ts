import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { adminToken, getRequest, jsonRequest, validPlan } from "@/test/api";
import { GET as appointments } from "../appointments/route";
import { GET as contacts } from "../contact/route";
import { GET as plans, POST as plan } from "../plans/route";
import { GET as appointmentTypes } from "./appointment-types/route";
import { GET as backup } from "./backup/route";
import { GET as calendarFeed } from "./calendar-feed/route";
import { GET as appFeatures } from "./clients/[id]/app-features/route";
import { GET as dietCharts } from "./clients/[id]/diet-charts/route";
import { GET as messageFile } from "./clients/[id]/messages/[messageId]/files/[fileId]/route";
import { GET as messages } from "./clients/[id]/messages/route";
import { GET as progressPhoto } from "./clients/[id]/progress-photos/[photoId]/route";
import { GET as progressPhotos } from "./clients/[id]/progress-photos/route";
import { GET as clientRecord } from "./clients/[id]/route";
import { GET as clients } from "./clients/route";
import { GET as consultationSettings } from "./consultation-settings/route";
import { GET as intakeReport } from "./intakes/[id]/report/route";
import { GET as people } from "./people/route";
import { GET as push } from "./push/route";
import { GET as receipts } from "./reports/receipts/route";
import { GET as reports } from "./reports/route";
import { GET as submission } from "./submissions/[kind]/[id]/route";
import { GET as summary } from "./summary/route";
import { GET as timeBlocks } from "./time-blocks/route";
import { GET as verifyToken } from "./verifyToken/route";
import { GET as whatsappTemplates } from "./whatsapp-templates/route";

type Handler = (request: Request, context: never) => Promise<Response>;
type Read = { handler: Handler; path: string; params?: Record<string, string> };

const EMAIL = "cross.site@example.com";
const UNKNOWN_ID = "0123456789abcdef01234567";

/** Every admin GET, keyed by its folder under app/api/admin (or app/api, outside it). */
function adminReads(clientId: string) {
  return {
    "appointment-types": { handler: appointmentTypes, path: "/api/admin/appointment-types" },
    backup: { handler: backup, path: "/api/admin/backup" },
    "calendar-feed": { handler: calendarFeed, path: "/api/admin/calendar-feed" },
    "clients/[id]/app-features": {
      handler: appFeatures,
      path: `/api/admin/clients/${clientId}/app-features`,
      params: { id: clientId },
    },
    "clients/[id]/diet-charts": {
      handler: dietCharts,
      path: `/api/admin/clients/${clientId}/diet-charts`,
      params: { id: clientId },
    },
    "clients/[id]/messages": {
      handler: messages,
      path: `/api/admin/clients/${clientId}/messages`,
      params: { id: clientId },
    },
    "clients/[id]/messages/[messageId]/files/[fileId]": {
      handler: messageFile,
      path: `/api/admin/clients/${clientId}/messages/${UNKNOWN_ID}/files/${UNKNOWN_ID}`,
      params: { id: clientId, messageId: UNKNOWN_ID, fileId: UNKNOWN_ID },
    },
    "clients/[id]/progress-photos": {
      handler: progressPhotos,
      path: `/api/admin/clients/${clientId}/progress-photos`,
      params: { id: clientId },
    },
    "clients/[id]/progress-photos/[photoId]": {
      handler: progressPhoto,
      path: `/api/admin/clients/${clientId}/progress-photos/${UNKNOWN_ID}`,
      params: { id: clientId, photoId: UNKNOWN_ID },
    },
    "clients/[id]": {
      handler: clientRecord,
      path: `/api/admin/clients/${clientId}`,
      params: { id: clientId },
    },
    clients: { handler: clients, path: "/api/admin/clients?format=csv" },
    "consultation-settings": {
      handler: consultationSettings,
      path: "/api/admin/consultation-settings",
    },
    "intakes/[id]/report": {
      handler: intakeReport,
      path: `/api/admin/intakes/${UNKNOWN_ID}/report`,
      params: { id: UNKNOWN_ID },
    },
    people: { handler: people, path: `/api/admin/people?email=${EMAIL}` },
    push: { handler: push, path: "/api/admin/push" },
    "reports/receipts": { handler: receipts, path: "/api/admin/reports/receipts" },
    reports: { handler: reports, path: "/api/admin/reports" },
    "submissions/[kind]/[id]": {
      handler: submission,
      path: `/api/admin/submissions/plans/${UNKNOWN_ID}`,
      params: { kind: "plans", id: UNKNOWN_ID },
    },
    summary: { handler: summary, path: "/api/admin/summary" },
    "time-blocks": { handler: timeBlocks, path: "/api/admin/time-blocks" },
    verifyToken: { handler: verifyToken, path: "/api/admin/verifyToken" },
    "whatsapp-templates": { handler: whatsappTemplates, path: "/api/admin/whatsapp-templates" },
    // the owner's lists outside /api/admin (their public POST is the form's)
    "../appointments": { handler: appointments, path: "/api/appointments?format=csv" },
    "../contact": { handler: contacts, path: "/api/contact" },
    "../plans": { handler: plans, path: "/api/plans?format=csv" },
  } satisfies Record<string, Read>;
}

/** The folders under app/api/admin whose route.ts answers GET, and the others' withAdmin GETs. */
function foldersWithGet(): string[] {
  const api = path.join(import.meta.dirname, "..");
  return readdirSync(api, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .flatMap((file) => {
      const text = readFileSync(path.join(api, file), "utf8");
      const folder = path.dirname(file).split(path.sep).join("/");
      if (folder.startsWith("admin/")) {
        return /export (const|async function) GET\b/.test(text) ? [folder.slice(6)] : [];
      }
      return /export const GET = withAdmin\b/.test(text) ? [`../${folder}`] : [];
    })
    .sort();
}

async function clientOf(token: string): Promise<string> {
  const sent = await plan(
    jsonRequest("/api/plans", { ...validPlan(), name: "Meera Cross", email: EMAIL }),
    undefined,
  );
  expect(sent.status).toBe(201);
  const list = await clients(getRequest(`/api/admin/clients?q=${EMAIL}`, { token }), undefined);
  const { items } = await list.json();
  return items[0]._id;
}

const call = (read: Read, auth: { cookie?: string; token?: string }, headers = {}) =>
  read.handler(getRequest(read.path, { ...auth, headers }), {
    params: Promise.resolve(read.params ?? {}),
  } as never);

describe("admin reads with the cookie (lib/auth/session.ts, lib/auth/with-admin.ts)", () => {
  it("the list below names every admin GET", () => {
    expect(Object.keys(adminReads(UNKNOWN_ID)).sort()).toEqual(foldersWithGet());
  });

  it("are refused (403) when another site's page caused them, on every admin GET", async () => {
    const cookie = await adminToken();
    const reads = adminReads(await clientOf(cookie));
    const another: Record<string, string>[] = [
      {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
        "sec-fetch-dest": "document",
      },
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" },
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" }, // a browser without Sec-Fetch-Site
    ];
    for (const [name, read] of Object.entries(reads) as [string, Read][]) {
      for (const headers of another) {
        const refused = await call(read, { cookie }, headers);
        expect(refused.status, `${name} ${JSON.stringify(headers)}`).toBe(403);
        expect(refused.headers.get("content-disposition"), name).toBeNull();
        expect(await refused.json(), name).toMatchObject({
          message: "Cross-site request refused",
        });
      }
      // from the admin's own pages: whatever the route answers, never 403
      const ours = await call(read, { cookie }, { "sec-fetch-site": "same-origin" });
      expect(ours.status, name).not.toBe(403);
      // an API client's x-auth-token header is no page's
      const api = await call(read, { token: cookie }, { "sec-fetch-site": "cross-site" });
      expect(api.status, name).not.toBe(403);
    }
  }, 120_000);

  it("answer a client's record and exports from our own pages", async () => {
    const cookie = await adminToken();
    const reads = adminReads(await clientOf(cookie));
    const ours = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" };

    const record = await call(reads["clients/[id]"], { cookie }, ours);
    expect(record.status).toBe(200);
    expect((await record.json()).client).toMatchObject({ name: "Meera Cross" });

    const exported = await call(reads.people, { cookie }, ours);
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(JSON.stringify(await exported.json())).toContain(EMAIL);

    for (const name of ["clients", "reports/receipts"] as const) {
      const csv = await call(reads[name], { cookie }, ours);
      expect(csv.status, name).toBe(200);
      expect(csv.headers.get("content-type"), name).toMatch(/^text\/csv/);
    }
    const csv = await call(
      { ...reads.people, path: `${reads.people.path}&format=csv` },
      { cookie },
      { referer: "http://localhost:3000/admin-data" }, // no Sec-Fetch-Site: the Referer decides
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(EMAIL);
  });

  it("typed or bookmarked (Sec-Fetch-Site none): a record shows, a download is refused", async () => {
    const cookie = await adminToken();
    const reads = adminReads(await clientOf(cookie));
    const typed = { "sec-fetch-site": "none", "sec-fetch-mode": "navigate" };
    expect((await call(reads["clients/[id]"], { cookie }, typed)).status).toBe(200);
    expect((await call(reads.summary, { cookie }, typed)).status).toBe(200);
    // a link in an email opens with "none" too: it must not save a client's records to disk
    for (const name of ["people", "clients", "reports/receipts", "backup"] as const) {
      const refused = await call(reads[name], { cookie }, typed);
      expect(refused.status, name).toBe(403);
      expect(refused.headers.get("content-disposition"), name).toBeNull();
    }
    const csv = await call(
      { ...reads.people, path: `${reads.people.path}&format=csv` },
      { cookie },
      typed,
    );
    expect(csv.status).toBe(403);
  });
});
