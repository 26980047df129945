import { describe, expect, it } from "vitest";
import { signDietChartToken, verifyDietChartToken } from "./diet-chart-token";
import { signIntakeToken } from "../clients/intake-token";

const SECRET = "a-test-secret-of-at-least-32-characters!!";
const CLIENT = "0123456789abcdef01234567";
const later = () => new Date(Date.now() + 86_400_000);

describe("the diet chart link's token", () => {
  it("names the client and the link version it was signed for", async () => {
    const token = await signDietChartToken(CLIENT, later(), SECRET);
    expect(await verifyDietChartToken(token, SECRET)).toEqual({
      ok: true,
      clientId: CLIENT,
      linkVersion: 0,
    });
    const revisited = await signDietChartToken(CLIENT, later(), SECRET, 3);
    expect(await verifyDietChartToken(revisited, SECRET)).toEqual({
      ok: true,
      clientId: CLIENT,
      linkVersion: 3,
    });
  });

  it("is invalid when tampered with, signed with another secret, or another kind of link", async () => {
    const token = await signDietChartToken(CLIENT, later(), SECRET);
    const [header, , signature] = token.split(".");
    const otherPayload = Buffer.from(
      JSON.stringify({ purpose: "diet-chart", sub: "ffffffffffffffffffffffff", exp: 4e9 }),
    ).toString("base64url");
    const intake = await signIntakeToken({ collection: "plans", id: CLIENT }, new Date(), SECRET);
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`,
      await signDietChartToken(CLIENT, later(), `${SECRET}-other`),
      intake,
      await signDietChartToken("not-an-id", later(), SECRET),
      "",
      "abc",
    ])
      expect(await verifyDietChartToken(bad, SECRET), bad).toEqual({
        ok: false,
        reason: "invalid",
      });
  });

  it("expires", async () => {
    const token = await signDietChartToken(CLIENT, new Date(Date.now() - 1000), SECRET);
    expect(await verifyDietChartToken(token, SECRET)).toEqual({ ok: false, reason: "expired" });
  });
});
