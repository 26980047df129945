import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";

const appointmentSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    phone: { type: String, required: true, trim: true, maxlength: 20 },
    /** The reason for the appointment (the spec's field name). */
    disease: { type: String, required: true, trim: true, maxlength: 500 },
    /** Calendar date in the clinic's time zone, YYYY-MM-DD (sorts as text). */
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
  },
  { timestamps: true },
);
appointmentSchema.index({ createdAt: -1 });
appointmentSchema.index({ date: -1 });

export type AppointmentDoc = InferSchemaType<typeof appointmentSchema>;
export const Appointment: Model<AppointmentDoc> = models.Appointment || model("Appointment", appointmentSchema);
