import { z } from "zod";

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. The endpoint is where our
 * server POSTs each alert, so it must be a push service's https address; plain http only to this
 * machine outside production (the tests' own receiver).
 */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

const pushEndpoint = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine((value) => {
    const url = new URL(value);
    if (url.protocol === "https:") return true;
    return process.env.NODE_ENV !== "production" && LOOPBACK.has(url.hostname);
  }, "must be an https address");

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url")
    .refine((v) => Buffer.from(v, "base64url").length === bytes, `must be ${bytes} bytes`);

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpoint,
  keys: z.object({
    /** the browser's P-256 public key, uncompressed (65 bytes) */
    p256dh: base64url(65),
    /** the auth secret (16 bytes) */
    auth: base64url(16),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: pushEndpoint });
