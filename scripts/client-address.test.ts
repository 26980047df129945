import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";

describe("scripts/client-address.mjs (preloaded into the Next server)", () => {
  it("replaces a client-sent X-Forwarded-For with the socket address", async () => {
    delete process.env.TRUST_PROXY;
    await import("./client-address.mjs");
    const server = http.createServer((request, response) =>
      response.end(String(request.headers["x-forwarded-for"])),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const seen = await (
        await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-forwarded-for": "203.0.113.9" } })
      ).text();
      expect(seen).not.toContain("203.0.113.9");
      expect(seen).toMatch(/127\.0\.0\.1/);
    } finally {
      server.close();
    }
  });
});
