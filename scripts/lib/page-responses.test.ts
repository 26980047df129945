import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageResponses, pickEncoding } from "./page-responses.mjs";

/** Sends pages as Next does: a prerendered one whole in one res.end, others streamed. */
let page = "<!doctype html><p>" + "Healthy eating for every day. ".repeat(400);
const responses = createPageResponses();
/** Bytes that are not valid UTF-8, as in any image. */
const IMAGE = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 151) % 256));
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    responses.wrap(req, res);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    if (req.url === "/streamed") {
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.write(page.slice(0, 5000));
      res.end(page.slice(5000));
      return;
    }
    res.setHeader("Cache-Control", "s-maxage=60, stale-while-revalidate=600");
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** One request without decompression. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on("error", reject);
    },
  );
}

describe("pages sent whole (scripts/server.mjs)", () => {
  it("get an ETag and 304, public shared caching, and are compressed once per version and encoding", async () => {
    const first = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, s-maxage=60, stale-while-revalidate=600");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(first.headers["content-length"])).toBe(first.body.length);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(page);
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const notModified = await get("/", { "accept-encoding": "br", "if-none-match": `W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);

    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe(etag);
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(page);
    expect(responses.kept()).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 300)); // the best-quality copy replaces it
    const again = await get("/", { "accept-encoding": "br" });
    expect(zlib.brotliDecompressSync(again.body).toString()).toBe(page);
    expect(again.body.length).toBeLessThanOrEqual(first.body.length);
    expect(responses.kept()).toBe(2);

    page = page.replace("every day", "every week");
    const changed = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(zlib.brotliDecompressSync(changed.body).toString()).toBe(page);
    expect(responses.kept()).toBe(3);

    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it("leave streamed answers as they are (the compression middleware takes them)", async () => {
    const streamed = await get("/streamed", { "accept-encoding": "br" });
    expect(streamed.headers["content-encoding"]).toBeUndefined();
    expect(streamed.headers.etag).toBeUndefined();
    expect(streamed.headers["cache-control"]).toMatch(/^private/);
    expect(streamed.body.toString()).toBe(page);
  });

  it("read Accept-Encoding as a browser sends it, q=0 meaning no", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("public pages held in memory (scripts/server.mjs)", () => {
  let clock = 0;
  const held = createPageResponses({ now: () => clock });
  let asked = 0;
  let slowGet: (() => void) | null = null;
  let holdServer: http.Server;
  let holdBase: string;

  beforeAll(async () => {
    holdServer = http.createServer((req, res) => {
      if (held.serveHeld(req, res)) return;
      held.wrap(req, res);
      asked++;
      if (req.method === "POST") return void res.end("saved");
      if (req.url === "/api/media/1") {
        res.setHeader("Content-Type", "image/png");
        res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
        res.setHeader("ETag", '"image-1"');
        res.flushHeaders();
        res.write(IMAGE.subarray(0, 2000));
        res.write(IMAGE.subarray(2000));
        return void res.end();
      }
      if (req.url === "/api/list") {
        // as Next streams a route handler's Response: headers flushed, then chunks
        res.setHeader("Content-Type", "application/json");
        res.setHeader("Cache-Control", "public, s-maxage=60, stale-while-revalidate=300");
        res.setHeader("ETag", '"list-v1"');
        res.flushHeaders();
        res.write(JSON.stringify(page).slice(0, 3000));
        res.write(JSON.stringify(page).slice(3000));
        return void res.end();
      }
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader(
        "Cache-Control",
        req.url === "/private" ? "private, no-store" : "s-maxage=60, stale-while-revalidate=600",
      );
      if (req.url === "/slow") slowGet = () => res.end(page);
      else res.end(page);
    });
    await new Promise<void>((resolve) => holdServer.listen(0, "127.0.0.1", resolve));
    holdBase = `http://127.0.0.1:${(holdServer.address() as AddressInfo).port}`;
  });
  afterAll(() => holdServer.close());

  const fetchPage = (path: string, init?: RequestInit) => fetch(`${holdBase}${path}`, init);

  it("answers a public page from memory for a second, then asks again", async () => {
    const first = await fetchPage("/");
    const etag = first.headers.get("etag");
    expect(await first.text()).toBe(page);
    const second = await fetchPage("/");
    expect(await second.text()).toBe(page);
    expect(second.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
    expect(second.headers.get("etag")).toBe(etag);
    expect((await fetchPage("/", { headers: { "if-none-match": etag! } })).status).toBe(304);
    expect(asked).toBe(1);

    // the client router's requests (RSC payloads) and private pages always reach Next
    await fetchPage("/", { headers: { rsc: "1" } });
    await fetchPage("/private");
    await fetchPage("/private");
    expect(asked).toBe(4);

    clock += 1001;
    await fetchPage("/");
    expect(asked).toBe(5);
  });

  it("gathers a public API answer streamed with the app's ETag, compresses it and holds it", async () => {
    const before = asked;
    const first = await fetchPage("/api/list", { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    expect(first.headers.get("etag")).toBe('"list-v1"');
    expect(await first.json()).toBe(page);
    const second = await fetchPage("/api/list", { headers: { "if-none-match": '"list-v1"' } });
    expect(second.status).toBe(304);
    expect(asked).toBe(before + 1);
  });

  it("leaves an image as it is: its bytes intact, never held", async () => {
    const before = asked;
    for (let i = 0; i < 2; i++) {
      const image = await fetchPage("/api/media/1", { headers: { "accept-encoding": "br" } });
      expect(image.headers.get("content-encoding")).toBeNull();
      expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE)).toBe(true);
    }
    expect(asked).toBe(before + 2);
  });

  it("forgets every page once a write is answered, and keeps none whose request overlapped one", async () => {
    await fetchPage("/");
    const before = asked;
    expect((await fetchPage("/", { method: "POST", body: "x" })).status).toBe(200);
    await fetchPage("/");
    expect(asked).toBe(before + 2);

    slowGet = null;
    const slow = fetchPage("/slow");
    await expect.poll(() => slowGet).not.toBeNull();
    await fetchPage("/", { method: "POST", body: "x" }); // answered while /slow is under way
    slowGet!();
    expect(await (await slow).text()).toBe(page);

    const asksBefore = asked;
    slowGet = null;
    const again = fetchPage("/slow");
    await expect.poll(() => slowGet).not.toBeNull(); // Next asked again: the overlapped one was not kept
    slowGet!();
    await again;
    expect(await (await fetchPage("/slow")).text()).toBe(page); // this one was kept
    expect(asked).toBe(asksBefore + 1);
  });
});
