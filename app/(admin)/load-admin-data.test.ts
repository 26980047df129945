import { describe, expect, it, vi } from "vitest";
import { listPlanRequests } from "@/lib/data/plan-requests";
import { adminToken, getRequest } from "@/test/api";
import { stopDatabase } from "@/test/database";
import { loadAdminData } from "./load-admin-data";

describe("loadAdminData: what an admin screen does with its data read", () => {
  it("passes the page through when the read succeeds", async () => {
    const token = await adminToken();
    const result = await loadAdminData("plans", () =>
      listPlanRequests({}, getRequest("/admin-plan", { token })),
    );
    expect(result).toEqual({ ok: true, data: { items: [], total: 0, page: 1, pageSize: 50 } });
  });

  it("leaves the admin area (redirect to '/') when the data layer refuses the session", async () => {
    const read = loadAdminData("plans", () =>
      listPlanRequests({}, getRequest("/admin-plan", { token: "revoked-or-garbage" })),
    );
    await expect(read).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT;replace;\/;307;/),
    });
  });

  it("reports a failure (shown as the screen's red message) when the database is down", async () => {
    const token = await adminToken();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const restart = await stopDatabase();
    try {
      const result = await loadAdminData("plans", () =>
        listPlanRequests({}, getRequest("/admin-plan", { token })),
      );
      expect(result).toEqual({ ok: false });
      expect(log).toHaveBeenCalledWith("[admin] Error fetching plans:", expect.anything());
    } finally {
      log.mockRestore();
      await restart();
    }
  });
});
