import { describe, expect, it } from "vitest";
import { POST as postAppointment } from "@/app/api/appointments/route";
import { POST as postContact } from "@/app/api/contact/route";
import { jsonRequest, validContact } from "@/test/api";
import { readApiAnswer } from "./call-api";

/** How the client reads real API answers (route handlers on the embedded database). */
async function answer(response: Response) {
  return readApiAnswer(response.status, await response.json(), response.headers);
}

describe("readApiAnswer on the API's answers", () => {
  it("reads a stored message as ok, with its body", async () => {
    const response = await postContact(
      jsonRequest("/api/contact", validContact("Form check")),
      undefined,
    );
    const result = await answer(response);
    expect(result).toMatchObject({ ok: true, status: 201, body: { success: true } });
  });

  it("reads a 400 as a failure with the messages per field that the form shows by its inputs", async () => {
    const response = await postAppointment(
      jsonRequest("/api/appointments", {
        name: "Ravi",
        email: "not-an-email",
        phone: "12",
        disease: "Thyroid",
        date: "2020-01-01",
      }),
      undefined,
    );
    const result = await answer(response);
    if (result.ok) throw new Error("expected a failure");
    expect(result.status).toBe(400);
    expect(result.fields.email?.[0]).toBe("Enter a valid email address");
    expect(result.fields.phone?.[0]).toMatch(/valid phone number/);
    expect(result.fields.date?.[0]).toBe("Choose today or a later date");
    expect(result.message).toEqual(expect.any(String));
  });

  it("reads a 2xx with success false as a failure, a 429's Retry-After, and a body that is not JSON", () => {
    expect(readApiAnswer(200, { success: false, message: "Slot taken" })).toEqual({
      ok: false,
      status: 200,
      message: "Slot taken",
      fields: {},
      retryAfterSeconds: null,
    });
    const limited = readApiAnswer(429, null, new Headers({ "Retry-After": "90" }));
    expect(limited).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 90 });
    expect(readApiAnswer(502, null)).toMatchObject({ ok: false, status: 502, message: null });
  });
});
