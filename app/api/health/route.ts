import { NextResponse } from "next/server";
import { pingDb } from "@/lib/data/db";

/** Liveness and database reachability, for load balancers and uptime checks. */
export async function GET() {
  const up = await pingDb();
  return NextResponse.json(up ? { ok: true, db: "up" } : { ok: false, db: "down" }, {
    status: up ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
