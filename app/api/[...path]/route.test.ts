import { expect, it } from "vitest";
import { GET, POST } from "./route";

it("answers unknown API paths with a JSON 404", async () => {
  for (const handler of [GET, POST]) {
    const response = await handler();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: "No such API endpoint",
      error: { message: "No such API endpoint" },
    });
  }
});
