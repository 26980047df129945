import { NextResponse } from "next/server";
import { configurationWarnings } from "@/lib/configuration-warnings";
import { databaseStatus, pingDb } from "@/lib/server/db";
import { storeSize } from "@/lib/backup/data/store-size";

/**
 * Liveness and database reachability, for load balancers and uptime checks: `db` is "up",
 * "down" or (the embedded database starting again by itself) "restarting". `store` says where
 * the data lives, how many records it holds and, on the embedded database, when it was last saved
 * to disk, the size it was measured to stay fast at and whether it nears it (`nearLimit`: time to
 * move to MongoDB, `npm run move-to-mongodb`); `warnings` lists configuration that visitors would
 * pay for (e.g. an http:// SITE_URL in production).
 */
export async function GET() {
  const up = await pingDb();
  const { state, ...store } = await databaseStatus();
  const size = up ? await storeSize().catch(() => null) : null;
  const db = up ? "up" : state === "restarting" ? "restarting" : "down";
  return NextResponse.json(
    { ok: up, db, store: { ...store, ...size }, warnings: configurationWarnings() },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
