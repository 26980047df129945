import { describe, expect, it } from "vitest";
import { isSameOrigin, isStateChanging } from "./same-origin";

const SITE_URL = "https://clinic.example";

/** A POST as Next hands it to a route handler: its URL is built from Next's own hostname. */
const post = (headers: Record<string, string>) =>
  new Request("http://localhost:3000/api/special-offers", { method: "POST", headers });

const judge = (request: Request, trustProxy = false) =>
  isSameOrigin(request, { siteUrl: SITE_URL, trustProxy });

describe("isSameOrigin", () => {
  it.each([
    ["the server's IP and port", "192.0.2.2:3000", "http://192.0.2.2:3000"],
    ["127.0.0.1", "127.0.0.1:3000", "http://127.0.0.1:3000"],
    ["IPv6 loopback", "[::1]:3000", "http://[::1]:3000"],
    ["a second domain", "clinic-two.example", "http://clinic-two.example"],
  ])("accepts an Origin equal to the address it was sent to: %s", (_, host, origin) => {
    expect(judge(post({ host, origin }))).toBe(true);
  });

  it("accepts an Origin equal to SITE_URL, whatever the Host (a proxy it does not trust)", () => {
    expect(judge(post({ host: "127.0.0.1:3000", origin: SITE_URL }))).toBe(true);
  });

  it.each([
    ["another site", "https://evil.example"],
    ["another port", "http://192.0.2.2:3001"],
    ["another scheme", "https://192.0.2.2:3000"],
    ["an opaque origin", "null"],
  ])("refuses an Origin of %s", (_, origin) => {
    expect(judge(post({ host: "192.0.2.2:3000", origin }))).toBe(false);
  });

  it("honours X-Forwarded-Host and -Proto only with TRUST_PROXY", () => {
    const request = () =>
      post({
        host: "127.0.0.1:3000",
        "x-forwarded-host": "clinic-two.example",
        "x-forwarded-proto": "https",
        origin: "https://clinic-two.example",
      });
    expect(judge(request(), true)).toBe(true);
    expect(judge(request(), false)).toBe(false);
    // a client-sent entry before the proxy's own does not count
    const spoofed = post({
      host: "127.0.0.1:3000",
      "x-forwarded-host": "evil.example, clinic-two.example",
      "x-forwarded-proto": "https",
      origin: "https://evil.example",
    });
    expect(judge(spoofed, true)).toBe(false);
  });

  it("lets Sec-Fetch-Site decide where the browser sends it", () => {
    expect(judge(post({ "sec-fetch-site": "same-origin" }))).toBe(true);
    for (const site of ["cross-site", "same-site", "none"]) {
      expect(judge(post({ "sec-fetch-site": site, origin: SITE_URL })), site).toBe(false);
      const sentTo = { host: "192.0.2.2:3000", origin: "http://192.0.2.2:3000" };
      expect(judge(post({ "sec-fetch-site": site, ...sentTo })), site).toBe(false);
    }
  });

  it("refuses a request with neither Origin nor Sec-Fetch-Site", () => {
    expect(judge(post({ host: "192.0.2.2:3000" }))).toBe(false);
  });

  it("judges a link's GET, which has no Origin, by its Referer (plain HTTP at the server's IP)", () => {
    const get = (headers: Record<string, string>) =>
      new Request("http://localhost:3000/api/admin/backup", { headers });
    const host = "192.0.2.2:3000";
    expect(judge(get({ host, referer: "http://192.0.2.2:3000/admin-updateCredentials" }))).toBe(
      true,
    );
    expect(judge(get({ host, referer: `${SITE_URL}/admin-updateCredentials` }))).toBe(true);
    for (const referer of ["https://evil.example/page", "http://192.0.2.2:3001/", "not a url"])
      expect(judge(get({ host, referer })), referer).toBe(false);
    // Origin, where sent, decides; Sec-Fetch-Site before both
    const fromElsewhere = { host, origin: "https://evil.example", referer: `${SITE_URL}/` };
    expect(judge(get(fromElsewhere))).toBe(false);
    expect(judge(get({ host, "sec-fetch-site": "cross-site", referer: `${SITE_URL}/` }))).toBe(
      false,
    );
  });

  it("refuses a malformed Host instead of throwing", () => {
    expect(judge(post({ host: "bad host", origin: "http://bad host" }))).toBe(false);
  });
});

describe("isStateChanging", () => {
  it("treats every method but GET, HEAD and OPTIONS as a write", () => {
    expect(
      ["GET", "HEAD", "OPTIONS"].map((method) =>
        isStateChanging(new Request(`http://x/`, { method })),
      ),
    ).toEqual([false, false, false]);
    expect(isStateChanging(new Request("http://x/", { method: "DELETE" }))).toBe(true);
  });
});
