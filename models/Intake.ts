import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

/**
 * A client's answers to the intake questionnaire (lib/clients/intake-schema.ts), one per booking or
 * plan request it was sent for. Health data: the owner's alone, in the person's export, erasure
 * and retention (lib/privacy/data/people.ts, retention.ts). Name, email and phone are copied from the
 * booking or request, so the person is found by them like in every other collection.
 */
const intakeSchema = new Schema(
  {
    source: {
      collection: { type: String, required: true, enum: ["appointments", "plans"] },
      id: { type: Schema.Types.ObjectId, required: true },
    },
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    heightCm: { type: Number, required: true },
    weightKg: { type: Number, required: true },
    /** from height and weight when sent, rounded to 2 decimals (lib/clients/bmi.ts) */
    bmi: { type: Number, required: true },
    waistCm: { type: Number },
    dateOfBirth: { type: String },
    sex: { type: String },
    goal: { type: String },
    diet: { type: String },
    conditions: { type: [String], default: [] },
    medicines: { type: String },
    allergies: { type: String },
    activity: { type: String },
    sleepHours: { type: Number },
    waterLitres: { type: Number },
    typicalDay: { type: String },
    /** the unticked health-data consent of the form: when, and to which privacy policy */
    healthConsent: {
      givenAt: { type: Date, required: true },
      policyVersion: { type: String, required: true },
    },
    /** a report the client attached, in the GridFS bucket "reports" (never served publicly) */
    report: {
      type: new Schema(
        {
          fileId: { type: Schema.Types.ObjectId, required: true },
          filename: { type: String, required: true },
          contentType: { type: String, required: true },
          size: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: undefined,
    },
  },
  { timestamps: true, collection: "intakes" },
);
intakeSchema.index({ "source.id": 1 }, { unique: true });
intakeSchema.index({ createdAt: -1 });

export type IntakeDoc = InferSchemaType<typeof intakeSchema>;
export const Intake: Model<IntakeDoc> = models.Intake || model("Intake", intakeSchema);
