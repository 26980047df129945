import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { hasMalformedPath, sendHeadersOnce, useSocketAddress } from "./server.mjs";

describe("useSocketAddress (scripts/server.mjs, unless TRUST_PROXY)", () => {
  it("replaces a client-sent X-Forwarded-For with the socket address and drops X-Real-IP", async () => {
    const server = http.createServer((request, response) => {
      useSocketAddress(request);
      const { "x-forwarded-for": forwardedFor, "x-real-ip": realIp } = request.headers;
      response.end(JSON.stringify({ forwardedFor, realIp: realIp ?? null }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": "203.0.113.9, 198.51.100.7", "x-real-ip": "203.0.113.10" },
      });
      expect(await response.json()).toEqual({ forwardedFor: "127.0.0.1", realIp: null });
    } finally {
      server.close();
    }
  });
});

describe("hasMalformedPath (scripts/server.mjs answers such a path 400)", () => {
  it("finds a % not followed by two hex digits in the path, not in the query", () => {
    const at = (url: string) => hasMalformedPath({ url } as http.IncomingMessage);
    expect(at("/%")).toBe(true);
    expect(at("/blog%E0%A4%A")).toBe(true);
    expect(at("/%E0%A4%B9")).toBe(false);
    expect(at("/pricing?q=%")).toBe(false);
    expect(at("/")).toBe(false);
  });
});

describe("sendHeadersOnce (scripts/server.mjs)", () => {
  it("sends a header set twice with one value once; different values and cookies stay", async () => {
    const server = http.createServer((_request, response) => {
      sendHeadersOnce(response);
      // as Next answers the first request of a renamed post's old slug
      response.statusCode = 308;
      response.setHeader("Location", "/blog/new-slug");
      response.appendHeader("Location", "/blog/new-slug");
      response.appendHeader("Link", "</a.css>; rel=preload");
      response.appendHeader("Link", "</b.css>; rel=preload");
      response.appendHeader("Set-Cookie", "a=1");
      response.appendHeader("Set-Cookie", "a=1");
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const raw = await new Promise<string[]>((resolve, reject) =>
        http
          .get(`http://127.0.0.1:${port}/blog/old-slug`, (response) => {
            response.resume();
            resolve(response.rawHeaders);
          })
          .on("error", reject),
      );
      const lines = (name: string) =>
        raw.flatMap((value, i) =>
          i % 2 === 1 && raw[i - 1]!.toLowerCase() === name ? [value] : [],
        );
      expect(lines("location")).toEqual(["/blog/new-slug"]);
      expect(lines("link")).toEqual(["</a.css>; rel=preload", "</b.css>; rel=preload"]);
      expect(lines("set-cookie")).toEqual(["a=1", "a=1"]);
    } finally {
      server.close();
    }
  });
});
