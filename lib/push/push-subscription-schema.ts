import { createPublicKey } from "node:crypto";
import { z } from "zod";
import { pushEndpointProblem, type PushEndpointRules } from "@/lib/push/push-services";

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it. The endpoint is where our
 * server POSTs each alert, so it must be a known push service's https address
 * (lib/push/push-services.ts); the keys must be what RFC 8291 encrypts with.
 */
const pushEndpoint = (rules: PushEndpointRules) =>
  z
    .string()
    .max(2000)
    .superRefine((value, context) => {
      const problem = pushEndpointProblem(value, rules);
      if (problem) context.addIssue({ code: "custom", message: problem });
    });

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");
const bytesOf = (value: string) => Buffer.from(value, "base64url");

/** An uncompressed P-256 point (65 bytes, 0x04, then x and y) that lies on the curve. */
export function isP256PublicKey(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: bytes.subarray(1, 33).toString("base64url"),
        y: bytes.subarray(33).toString("base64url"),
      },
      format: "jwk",
    });
    return true;
  } catch {
    return false;
  }
}

export const pushSubscriptionSchema = (rules: PushEndpointRules) =>
  z.object({
    endpoint: pushEndpoint(rules),
    keys: z.object({
      /** the browser's P-256 public key, uncompressed (65 bytes) */
      p256dh: base64url.refine(
        (v) => isP256PublicKey(bytesOf(v)),
        "must be an uncompressed P-256 public key (65 bytes)",
      ),
      /** the auth secret (16 bytes) */
      auth: base64url.refine((v) => bytesOf(v).length === 16, "must be 16 bytes"),
    }),
  });
export type PushSubscriptionInput = z.infer<ReturnType<typeof pushSubscriptionSchema>>;

/** Which subscription to forget: any address once stored, even one no longer accepted. */
export const pushEndpointSchema = z.object({ endpoint: z.url().max(2000) });
