import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { isBuilding } from "@/lib/server/build-phase";
import { serverEnv } from "@/lib/server/env";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The key pair that signs the owner's Web Push alerts (VAPID, RFC 8292). Browsers bind a
 * subscription to its public key, so it must stay the same for as long as the subscriptions live:
 * kept like the token secret. VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY win; otherwise the embedded
 * mode makes a pair once and keeps it in `DATA_DIR/vapid.json` (mode 0600). With MONGODB_URI and
 * no keys in the environment there is none: several instances could not agree on a made one,
 * and the database is no place for a signing key.
 */
export function vapidKeys(): VapidKeys | undefined {
  if (serverEnv.vapid) return serverEnv.vapid;
  if (!serverEnv.embedded || isBuilding()) return undefined;
  return (cached ??= dataDirKeys(serverEnv.dataDir));
}

let cached: VapidKeys | undefined;

function dataDirKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, "vapid.json");
  const saved = readKeys(file);
  if (saved) return saved;
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: "wx" });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readKeys(file)!; // another process made it first
  }
}

function readKeys(file: string): VapidKeys | undefined {
  try {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
    if (typeof publicKey === "string" && typeof privateKey === "string") {
      return { publicKey, privateKey };
    }
    throw new Error(`${file} holds no VAPID key pair: delete it to make a new one`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
