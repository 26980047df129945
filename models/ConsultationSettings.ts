import { model, models, Schema, type Model } from "mongoose";

const rangeSchema = new Schema(
  { from: { type: String, required: true }, to: { type: String, required: true } },
  { _id: false },
);

/**
 * The owner's weekly hours and video meeting link: one document, _id "practice". Absent fields
 * mean the defaults (lib/booking/clinic-hours.ts, lib/site.ts).
 */
const consultationSettingsSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** 7 entries, Sunday first; each the day's open intervals */
    hours: { type: [[rangeSchema]], default: undefined },
    meetingUrl: { type: String, trim: true, maxlength: 300 },
  },
  { timestamps: true, collection: "consultationsettings" },
);

export type ConsultationSettingsDoc = {
  _id: string;
  hours?: { from: string; to: string }[][];
  meetingUrl?: string;
  updatedAt?: Date;
};
export const ConsultationSettings: Model<ConsultationSettingsDoc> =
  (models.ConsultationSettings as Model<ConsultationSettingsDoc> | undefined) ??
  model<ConsultationSettingsDoc>("ConsultationSettings", consultationSettingsSchema);
