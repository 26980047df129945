import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { isDatabaseUnavailable } from "@/lib/server/api/database-errors";
import { SpecialOffer } from "@/models";
import { inBackground } from "./background";
import { connectDb, shutdownDatabase } from "./db";
import { serverEnv } from "./env";

it("a stop lets the background work end, then closes the database for good, opening nothing again", async () => {
  await connectDb();
  const events: string[] = [];
  // a pass started for a request, still writing when the stop begins
  inBackground(
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await SpecialOffer.create({ type: "promotion", text: "Written during the stop" });
      events.push("written");
    })(),
  );
  await shutdownDatabase();
  events.push("closed");
  expect(events).toEqual(["written", "closed"]);

  // what starts after the stop (a timer's pass) is answered as an outage, and the data directory
  // is left alone: no store, no lock
  const late = await connectDb().catch((error: unknown) => error);
  expect(isDatabaseUnavailable(late)).toBe(true);
  const files = readdirSync(serverEnv.dataDir, { recursive: true }).map(String);
  expect(files.filter((name) => /(^|\/)lock$|\.sock$/.test(name))).toEqual([]);
});
