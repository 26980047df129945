import { describe, expect, it, vi } from "vitest";
import { requireAdmin } from "@/lib/auth/session";
import { listPlanRequests } from "@/lib/submissions/data/plan-requests";
import { adminToken, getRequest } from "@/test/api";
import { stopDatabase } from "@/test/database";
import { loadAdminData } from "./load-admin-data";

const session = async () => requireAdmin(getRequest("/admin-plan", { token: await adminToken() }));

describe("loadAdminData: what an admin screen does with its data read", () => {
  it("passes the page through when the read succeeds", async () => {
    const admin = await session();
    const result = await loadAdminData("plans", () => listPlanRequests(admin, {}));
    expect(result).toEqual({ ok: true, data: { items: [], total: 0, page: 1, pageSize: 50 } });
  });

  it("reports a failure (shown as the screen's red message) when the database is down", async () => {
    const admin = await session();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const restart = await stopDatabase();
    try {
      const result = await loadAdminData("plans", () => listPlanRequests(admin, {}));
      expect(result).toEqual({ ok: false });
      expect(log).toHaveBeenCalledWith("[admin] Error fetching plans:", expect.anything());
    } finally {
      log.mockRestore();
      await restart();
    }
  });
});
