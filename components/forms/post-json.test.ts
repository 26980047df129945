import { describe, expect, it } from "vitest";
import { POST as postAppointment } from "@/app/api/appointments/route";
import { POST as postContact } from "@/app/api/contact/route";
import { jsonRequest, validContact } from "@/test/api";
import { readApiAnswer } from "./post-json";

/** The forms' reading of real API answers (route handlers on the embedded database). */
async function answer(response: Response) {
  return readApiAnswer(response.status, await response.json());
}

describe("readApiAnswer on the API's answers", () => {
  it("reads a stored message as ok", async () => {
    const result = await answer(
      await postContact(jsonRequest("/api/contact", validContact("Form check")), undefined),
    );
    expect(result.kind).toBe("ok");
  });

  it("reads a 400 as rejected, with the messages per field that the form shows next to its inputs", async () => {
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
    expect(result).toMatchObject({ kind: "rejected", status: 400 });
    if (result.kind !== "rejected") throw new Error("expected a rejection");
    expect(result.fields.email?.[0]).toBe("Enter a valid email address");
    expect(result.fields.phone?.[0]).toMatch(/valid phone number/);
    expect(result.fields.date?.[0]).toBe("Choose today or a later date");
    expect(result.message).toEqual(expect.any(String));
  });

  it("reads a 2xx with success false as unsuccessful, and a body that is not JSON as rejected without fields", () => {
    expect(readApiAnswer(200, { success: false, message: "Slot taken" })).toEqual({
      kind: "unsuccessful",
      message: "Slot taken",
    });
    expect(readApiAnswer(502, null)).toEqual({
      kind: "rejected",
      status: 502,
      message: null,
      fields: {},
    });
  });
});
