import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAdminToken } from "@/lib/auth/token";
import { signCancelToken, verifyCancelToken } from "./cancel-token";
import { signRescheduleToken, verifyRescheduleToken } from "./reschedule-token";

const SECRET = "s".repeat(40);
const ID = "665f1c2b9d3e4a0012345678";
const inOneDay = () => new Date(Date.now() + 86_400_000);
const FOR = { slotKey: "2026-11-24T16:30", moves: 2 };

describe("reschedule links", () => {
  it("round-trip the appointment id and the slot and move count they were issued for, until it starts", async () => {
    const token = await signRescheduleToken(ID, FOR, inOneDay(), SECRET);
    expect(await verifyRescheduleToken(token, SECRET)).toEqual({
      ok: true,
      appointmentId: ID,
      issued: { ...FOR, issuedAt: expect.any(Number) },
    });
  });

  it("are refused once expired, tampered with or signed with another key", async () => {
    const expired = await signRescheduleToken(ID, FOR, new Date(Date.now() - 1000), SECRET);
    expect(await verifyRescheduleToken(expired, SECRET)).toEqual({ ok: false, reason: "expired" });

    const token = await signRescheduleToken(ID, FOR, inOneDay(), SECRET);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, "base64url").toString()),
        slot: "2026-11-25T10:00",
      }),
    ).toString("base64url");
    expect(await verifyRescheduleToken(`${header}.${forged}.${signature}`, SECRET)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyRescheduleToken(token, "t".repeat(40))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("never pass as a cancel or admin token, nor the other way round", async () => {
    const reschedule = await signRescheduleToken(ID, FOR, inOneDay(), SECRET);
    expect(await verifyCancelToken(reschedule, SECRET)).toEqual({ ok: false, reason: "invalid" });
    const cancel = await signCancelToken(ID, FOR, inOneDay(), SECRET);
    expect(await verifyRescheduleToken(cancel, SECRET)).toEqual({ ok: false, reason: "invalid" });
    const admin = await signAdminToken({ sub: ID, ver: 0 }, SECRET);
    expect(await verifyRescheduleToken(admin, SECRET)).toEqual({ ok: false, reason: "invalid" });
    const withoutSlot = await new SignJWT({ purpose: "reschedule-appointment" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(ID)
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyRescheduleToken(withoutSlot, SECRET)).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
