import { describe, expect, it } from "vitest";
import { POST as postIntake } from "@/app/api/intake/[token]/route";
import { POST as postPlan } from "@/app/api/plans/route";
import { signIntakeToken } from "@/lib/clients/intake-token";
import { serverEnv } from "@/lib/server/env";
import { intakeSchema, MAX_REPORT_BYTES, REPORT_TYPES } from "@/lib/clients/intake-schema";
import type { PlanRequestAnswer } from "@/lib/submissions/plan-request-schema";
import { formRequest, jsonRequest, validPlan } from "@/test/api";
import { readApiAnswer } from "@/components/forms/call-api";
import {
  bmiText,
  initialIntakeValues,
  intakeRequestBody,
  reportProblem,
  type IntakeFormValues,
} from "./intake-request";

const RULES = { types: Object.keys(REPORT_TYPES), maxBytes: MAX_REPORT_BYTES };

const filled = (): IntakeFormValues => ({
  ...initialIntakeValues(),
  heightCm: "162",
  weightKg: "68.5",
  sex: "female",
  conditions: ["thyroid", "pcod"],
  typicalDay: "Breakfast: poha",
  healthConsent: true,
});

const pdf = () =>
  new File([new TextEncoder().encode("%PDF-1.4\nreport\n%%EOF")], "hba1c.pdf", {
    type: "application/pdf",
  });

describe("the intake form's state", () => {
  it("starts empty and unticked, and fills in earlier answers as text for a correction", () => {
    expect(initialIntakeValues()).toMatchObject({ heightCm: "", sex: "", conditions: [] });
    const saved = intakeSchema.parse({
      heightCm: 162,
      weightKg: 68.5,
      sleepHours: 7,
      diet: "jain",
      conditions: ["diabetes"],
      healthConsent: true,
    });
    const values = initialIntakeValues(saved);
    expect(values).toMatchObject({
      heightCm: "162",
      weightKg: "68.5",
      sleepHours: "7",
      diet: "jain",
      waistCm: "",
      conditions: ["diabetes"],
      healthConsent: false,
    });
  });

  it("sends JSON without a report and multipart with one, each condition its own entry", () => {
    expect(intakeRequestBody(filled(), null)).toEqual(filled());
    const form = intakeRequestBody(filled(), pdf());
    if (!(form instanceof FormData)) throw new Error("expected multipart");
    expect(form.getAll("conditions")).toEqual(["thyroid", "pcod"]);
    expect(form.get("healthConsent")).toBe("true");
    expect(form.get("heightCm")).toBe("162");
    expect(form.get("waistCm")).toBe("");
    expect((form.get("report") as File).name).toBe("hba1c.pdf");
  });

  it("builds bodies the shared schema accepts, and refuses without the consent", () => {
    expect(intakeSchema.parse(intakeRequestBody(filled(), null))).toMatchObject({
      heightCm: 162,
      waistCm: undefined,
      conditions: ["thyroid", "pcod"],
    });
    const unticked = intakeSchema.safeParse({ ...filled(), healthConsent: false });
    expect(unticked.success).toBe(false);
  });
});

describe("the report the browser accepts", () => {
  it("takes a PDF or a photo up to the limit", () => {
    expect(reportProblem({ type: "application/pdf", size: 1000 }, RULES)).toBeNull();
    expect(reportProblem({ type: "image/webp", size: MAX_REPORT_BYTES }, RULES)).toBeNull();
  });

  it("refuses another type, an empty file and a larger one, saying why", () => {
    expect(reportProblem({ type: "application/msword", size: 1000 }, RULES)).toMatch(
      /not a PDF or a JPEG, PNG or WebP photo/,
    );
    expect(reportProblem({ type: "image/png", size: 0 }, RULES)).toMatch(/empty/);
    expect(reportProblem({ type: "image/jpeg", size: MAX_REPORT_BYTES + 1 }, RULES)).toBe(
      "This file is 10.1 MB, over the 10 MB limit, so it was not attached.",
    );
  });
});

describe("the BMI shown while typing", () => {
  it("shows the figure and its category once both values are plausible", () => {
    expect(bmiText("170", "70")).toBe("Your BMI: 24.22 (Normal weight)");
    expect(bmiText("160", "80")).toBe("Your BMI: 31.25 (Obesity)");
  });

  it("shows nothing for a half-typed, empty or non-numeric value", () => {
    for (const [height, weight] of [
      ["1", "70"],
      ["", "70"],
      ["170", ""],
      ["170cm", "70"],
      ["170", "0"],
    ] as const) {
      expect(bmiText(height, weight)).toBeNull();
    }
  });

  it("uses the schema's ranges", () => {
    const accepts = (heightCm: string, weightKg: string) =>
      intakeSchema.safeParse({ heightCm, weightKg, healthConsent: true }).success;
    for (const [height, weight] of [
      ["50", "2"],
      ["250", "300"],
      ["49.9", "70"],
      ["170", "300.1"],
    ] as const) {
      expect(bmiText(height, weight) !== null).toBe(accepts(height, weight));
    }
  });
});

describe("the form's bodies on the real route", () => {
  async function link(): Promise<string> {
    const response = await postPlan(jsonRequest("/api/plans", validPlan()), undefined);
    const { data } = (await response.json()) as PlanRequestAnswer;
    return signIntakeToken({ collection: "plans", id: data._id }, new Date(), serverEnv.jwtSecret);
  }
  const context = (token: string) => ({ params: Promise.resolve({ token }) });
  const send = (token: string, body: FormData | IntakeFormValues) =>
    postIntake(
      body instanceof FormData
        ? formRequest(`/api/intake/${token}`, body)
        : jsonRequest(`/api/intake/${token}`, body),
      context(token),
    );

  it("saves the JSON and the multipart body, and names its field errors as the form does", async () => {
    const token = await link();
    expect((await send(token, intakeRequestBody(filled(), null))).status).toBe(201);
    expect((await send(token, intakeRequestBody(filled(), pdf()))).status).toBe(201);

    const wrong = { ...filled(), heightCm: "20", healthConsent: false };
    const response = await send(token, intakeRequestBody(wrong, pdf()));
    const answer = readApiAnswer(response.status, await response.json());
    if (answer.ok) throw new Error("expected a failure");
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.fields).sort()).toEqual(["healthConsent", "heightCm"]);
  });
});
