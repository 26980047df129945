import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { tooManyRequests } from "./api-errors";
import { apiRoute } from "./route-handler";

const call = (fail: () => never | Promise<never>) =>
  apiRoute(async () => fail())(new Request("http://localhost/api/x"), undefined);

describe("apiRoute", () => {
  it("answers an unexpected failure 500 with a request id, logged server-side, without a stack", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await call(() => {
      throw new Error("secret internals at /srv/app.js:12");
    });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.success).toBe(false);
    expect(body.error.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get("x-request-id")).toBe(body.error.requestId);
    expect(JSON.stringify(body)).not.toContain("secret internals");
    expect(String(log.mock.calls[0]?.[0])).toContain(body.error.requestId);
    log.mockRestore();
  });

  it("turns a zod failure into 400 with the field names", async () => {
    const response = await call(() => {
      z.object({ email: z.email("Enter a valid email address") }).parse({ email: "x" });
      throw new Error("unreachable");
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Enter a valid email address",
      error: {
        message: "Enter a valid email address",
        fields: { email: ["Enter a valid email address"] },
      },
      fieldErrors: { email: ["Enter a valid email address"] },
    });
  });

  it("passes an ApiError's status and headers through", async () => {
    const response = await call(() => {
      throw tooManyRequests(12.2);
    });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("13");
  });

  it("answers a database outage 503 and a duplicate key 409", async () => {
    const outage = Object.assign(new Error("connect ECONNREFUSED"), {
      name: "MongoServerSelectionError",
    });
    expect((await call(() => Promise.reject(outage))).status).toBe(503);
    const duplicate = Object.assign(new Error("E11000 duplicate key"), { code: 11000 });
    expect((await call(() => Promise.reject(duplicate))).status).toBe(409);
  });
});

describe("isDatabaseUnavailable", () => {
  it("recognises shutdown codes, retryable labels and wrapped causes", async () => {
    const { isDatabaseUnavailable } = await import("./database-errors");
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("interrupted at shutdown"), {
          name: "MongoServerError",
          code: 11600,
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("x"), { errorLabelSet: new Set(["RetryableWriteError"]) }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("wrapped", {
          cause: Object.assign(new Error("down"), { name: "MongoNetworkError" }),
        }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("This socket has been ended by the other party"), {
          code: "EPIPE",
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("E11000"), { code: 11000 }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});

describe("otherMethods", () => {
  it("answers a method the route lacks with a JSON 405 and Allow", async () => {
    const { otherMethods } = await import("./route-handler");
    const response = await otherMethods("GET", "POST").PATCH();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST");
    expect((await response.json()).success).toBe(false);
  });
});
