import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type RequestListener } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify, type JWTPayload } from "jose";

/**
 * A push service of the test's own (RFC 8030): an http (or https) server on 127.0.0.1 that keeps every
 * message POSTed to it and answers `status` (201 unless told otherwise), and a browser's side of a
 * subscription (a P-256 key pair and an auth secret) to decrypt them with (RFC 8291). Written
 * from the RFCs with node:crypto, not with web-push's code, so the app's messages are checked
 * against the standard rather than against the library that made them.
 */
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushReceiver({
  tls,
}: {
  /** serve https with this key and certificate (the e2e server trusts it: playwright.config.ts) */
  tls?: { key: string; cert: string };
} = {}) {
  const received: ReceivedPush[] = [];
  const waiting: ((push: ReceivedPush) => void)[] = [];
  let taken = 0;
  let status = 201;
  const listener: RequestListener = (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const push = {
        path: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(push);
      response.writeHead(status).end();
      const waiter = waiting.shift();
      if (waiter) {
        taken++;
        waiter(push);
      }
    });
  };
  const server = tls ? createHttpsServer(tls, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `${tls ? "https" : "http"}://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** forgets what arrived so far */
    clear() {
      received.length = 0;
      taken = 0;
    },
    /** what the next requests are answered (410: the subscription is gone) */
    answer(code: number) {
      status = code;
    },
    /** the first message not yet taken, when it arrives */
    next(): Promise<ReceivedPush> {
      const ready = received[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** a browser's new subscription to this server */
    subscription: () => newSubscription(`${origin}/push/${randomBytes(8).toString("hex")}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type BrowserSubscription = ReturnType<typeof newSubscription>;

function newSubscription(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    /** what the browser hands the page (`PushSubscription.toJSON()`) */
    json: {
      endpoint,
      keys: { p256dh: publicKey.toString("base64url"), auth: auth.toString("base64url") },
    },
    /** the message's text (RFC 8291 §3.4: ECDH, HKDF, AES-128-GCM; RFC 8188's one record) */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const keyIdLength = body[20]!;
      const serverKey = body.subarray(21, 21 + keyIdLength);
      const record = body.subarray(21 + keyIdLength);
      if (record.length > recordSize) throw new Error("more than one record");
      const shared = ecdh.computeSecret(serverKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
      const info = (name: string) => Buffer.from(`Content-Encoding: ${name}\0`);
      const cek = Buffer.from(hkdfSync("sha256", ikm, salt, info("aes128gcm"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, info("nonce"), 12));
      const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("no last-record delimiter");
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/**
 * The VAPID claims of `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292), verified with
 * the key the app publishes: throws unless ES256-signed by it.
 */
export async function verifyVapid(authorization: string | undefined, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error("the header names another public key");
  const raw = Buffer.from(publicKey, "base64url");
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    "ES256",
  );
  const { payload } = await jwtVerify(token, key, { algorithms: ["ES256"] });
  return payload as JWTPayload & { aud: string; sub: string; exp: number };
}
