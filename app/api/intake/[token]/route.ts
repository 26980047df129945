import { formFields, readJson, readMultipart } from "@/lib/server/api/body";
import { apiRoute, json, otherMethods } from "@/lib/server/api/route-handler";
import { saveIntake, type ReportUpload } from "@/lib/clients/data/intakes";
import { MAX_REPORT_BYTES } from "@/lib/clients/intake-schema";

type Context = { params: Promise<{ token: string }> };

/** A report of 10 MB and the form's fields, with the multipart framing. */
const INTAKE_MULTIPART_MAX_BYTES = MAX_REPORT_BYTES + 256 * 1024;

async function readIntake(request: Request) {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("multipart/form-data"))
    return { body: await readJson(request), report: undefined };
  const form = await readMultipart(request, INTAKE_MULTIPART_MAX_BYTES);
  const body: Record<string, unknown> = {
    ...formFields(form),
    conditions: form.getAll("conditions").filter((value) => typeof value === "string"),
  };
  const file = form.get("report");
  let report: ReportUpload | undefined;
  if (file instanceof File && !(file.size === 0 && file.name === "")) {
    report = { bytes: new Uint8Array(await file.arrayBuffer()), filename: file.name };
  }
  return { body, report };
}

/**
 * Public, by the signed link of the booking confirmation or the plan request's acknowledgement:
 * the intake questionnaire's answers, JSON or (with a `report` file) multipart. 201 once saved
 * (again for a correction), 400 `{ fieldErrors }`, 404 unknown or tampered link, 410 expired
 * or the first visit has begun.
 */
export const POST = apiRoute<Context>(async (request, { params }) => {
  const { token } = await params;
  const { body, report } = await readIntake(request);
  const { created } = await saveIntake(token, body, report);
  return json({ success: true, created }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
