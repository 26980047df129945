import { beforeEach, describe, expect, it } from "vitest";
import { signDeletionToken, verifyDeletionToken } from "@/lib/privacy/deletion-token";
import { signCancelToken } from "@/lib/booking/cancel-token";
import { serverEnv } from "@/lib/server/env";
import { site } from "@/lib/site";
import { jsonRequest, validContact, validPlan } from "@/test/api";
import { clearRecords, findRecords } from "@/test/records";
import { POST as contact } from "../contact/route";
import { POST as plan } from "../plans/route";
import { POST } from "./route";

const LINK = /To ask us to delete the data we hold about you: (\S+)/;
const request = (token: unknown) => POST(jsonRequest("/api/data-deletion", { token }), undefined);
const inAYear = () => new Date(Date.now() + 365 * 86_400_000);

beforeEach(() => clearRecords("plans", "contacts", "outbox", "deletionRequests"));

describe("the deletion link in every email to a visitor", () => {
  it("is in visitor mail, signed for the recipient's address, and never in the owner's", async () => {
    await plan(jsonRequest("/api/plans", validPlan()), undefined);
    await contact(
      jsonRequest("/api/contact", { ...validContact(), email: "Asha@Example.com" }),
      undefined,
    );
    const mail = await findRecords("outbox");
    const visitor = mail.filter((m) => m.audience === "visitor");
    expect(visitor).toHaveLength(2);
    for (const message of visitor) {
      const url = new URL(LINK.exec(message.text)![1]!);
      expect(`${url.origin}${url.pathname}`).toBe(`${site.url}/data-deletion`);
      const verified = await verifyDeletionToken(
        url.searchParams.get("token")!,
        serverEnv.jwtSecret,
      );
      expect(verified).toEqual({ ok: true, email: message.to.toLowerCase() });
    }
    const owner = mail.filter((m) => m.audience === "owner");
    expect(owner).toHaveLength(2);
    for (const message of owner) expect(message.text).not.toMatch(/data-deletion/);
  });
});

describe("POST /api/data-deletion", () => {
  it("records one open request per address and tells the owner once", async () => {
    const token = await signDeletionToken("Ravi@Example.com", inAYear(), serverEnv.jwtSecret);
    const first = await request(token);
    expect(first.status).toBe(201);
    expect((await first.json()).message).toMatch(/received your request/);
    const second = await request(token);
    expect(second.status).toBe(200);
    expect((await second.json()).message).toMatch(/have your request already/);

    const requests = await findRecords("deletionRequests");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ email: "ravi@example.com", status: "open" });
    const notices = await findRecords("outbox", { kind: "deletion-request" });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      audience: "owner",
      subject: "Data deletion request: ravi@example.com",
    });
    expect(notices[0]!.text).toContain(
      `${site.url}/admin-data?email=ravi%40example.com&request=${requests[0]!._id}`,
    );
    expect(notices[0]!.text).not.toMatch(/data-deletion\?token/);
  });

  it("refuses a missing, forged, expired or foreign token with 400 and a clear message", async () => {
    const missing = await request("");
    expect(missing.status).toBe(400);
    const forged = await request(
      await signDeletionToken("a@example.com", inAYear(), "x".repeat(40)),
    );
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toMatch(/This link is not valid/);
    const expired = await request(
      await signDeletionToken("a@example.com", new Date(Date.now() - 1000), serverEnv.jwtSecret),
    );
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toMatch(/This link has expired/);
    // a cancel link's token is signed with the same secret but for another purpose
    const cancel = await request(
      await signCancelToken(
        "0123456789abcdef01234567",
        { slotKey: "2030-01-07T10:00", moves: 0 },
        inAYear(),
        serverEnv.jwtSecret,
      ),
    );
    expect(cancel.status).toBe(400);
    expect(await findRecords("deletionRequests")).toHaveLength(0);
  });
});
