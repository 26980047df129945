import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { signAdminToken } from "@/lib/auth/token";
import { signCancelToken, verifyCancelToken } from "./cancel-token";

const SECRET = "s".repeat(40);
const inOneDay = () => new Date(Date.now() + 86_400_000);
const FOR = { slotKey: "2026-11-24T16:30", moves: 1 };

describe("cancel links", () => {
  it("round-trip the appointment id and what they were issued for, until the appointment starts", async () => {
    const token = await signCancelToken("665f1c2b9d3e4a0012345678", FOR, inOneDay(), SECRET);
    expect(await verifyCancelToken(token, SECRET)).toEqual({
      ok: true,
      appointmentId: "665f1c2b9d3e4a0012345678",
      issued: { ...FOR, issuedAt: expect.any(Number) },
    });
  });

  it("are refused once expired, tampered with, signed with another key, or meant for something else", async () => {
    const expired = await signCancelToken("a1", FOR, new Date(Date.now() - 1000), SECRET);
    expect(await verifyCancelToken(expired, SECRET)).toEqual({ ok: false, reason: "expired" });

    const token = await signCancelToken("a1", FOR, inOneDay(), SECRET);
    const [header, payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), sub: "a2" }),
    ).toString("base64url");
    expect(await verifyCancelToken(`${header}.${forgedPayload}.${signature}`, SECRET)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyCancelToken(token, "t".repeat(40))).toEqual({
      ok: false,
      reason: "invalid",
    });

    const adminToken = await signAdminToken({ sub: "a1", ver: 0 }, SECRET);
    expect(await verifyCancelToken(adminToken, SECRET)).toEqual({ ok: false, reason: "invalid" });
    const unsigned = await new SignJWT({ purpose: "cancel-appointment" })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject("a1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(SECRET));
    expect(await verifyCancelToken(unsigned, SECRET)).toEqual({ ok: false, reason: "invalid" });
  });
});
