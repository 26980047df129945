import { beforeEach, describe, expect, it } from "vitest";
import { EXPORT_PAGE_SIZE } from "@/lib/server/api/paging";
import { adminToken, getRequest } from "@/test/api";
import { parseCsv } from "@/test/csv";
import { clearRecords, insertRecords } from "@/test/records";
import { GET } from "./route";

beforeEach(() => clearRecords("contacts"));

describe("the messages' CSV export", () => {
  it("holds every message, past any page size, with dates in IST as DD/MM/YYYY HH:mm", async () => {
    const count = EXPORT_PAGE_SIZE + 150;
    const first = new Date("2026-03-31T18:35:00Z"); // 1 April 2026, 00:05 in India
    await insertRecords(
      "contacts",
      Array.from({ length: count }, (_, i) => {
        const at = new Date(first.getTime() + i * 60_000);
        return {
          name: `Sender ${i}`,
          email: `sender${i}@example.com`,
          subject: `Question ${i}`,
          message: "Hello",
          status: "new",
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const response = await GET(
      getRequest("/api/contact?format=csv", { token: await adminToken() }),
      undefined,
    );
    expect(response.status).toBe(200);
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const [header, ...records] = rows.filter((row) => row.some(Boolean));
    expect(header!.at(-1)).toBe("Submitted at (IST)");
    expect(records).toHaveLength(count);
    expect(new Set(records.map((r) => r[2])).size).toBe(count);
    // newest first: the last one stored is first, the very first one last
    expect(records.at(-1)).toEqual(expect.arrayContaining(["Question 0", "01/04/2026 00:05"]));
    expect(records[0]!.at(-1)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  });
});
