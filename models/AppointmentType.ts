import { model, models, Schema, type Model } from "mongoose";

/** A kind of consultation the owner offers (lib/booking/appointment-types.ts); _id is a readable id. */
const appointmentTypeSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 60 },
    durationMinutes: { type: Number, required: true, min: 5, max: 240 },
    bufferMinutes: { type: Number, required: true, default: 0 },
    price: { type: Number },
    modes: { type: [String], enum: ["clinic", "video", "phone"], required: true },
    newClients: { type: Boolean, required: true, default: true },
    prepay: { type: Boolean, required: true, default: false },
    offered: { type: Boolean, required: true, default: true },
    order: { type: Number, required: true, default: 0 },
  },
  { timestamps: true, collection: "appointmenttypes" },
);

export type AppointmentTypeDoc = {
  _id: string;
  name: string;
  durationMinutes: number;
  bufferMinutes: number;
  price?: number | null;
  modes: string[];
  newClients: boolean;
  prepay: boolean;
  offered: boolean;
  order: number;
};
export const AppointmentType: Model<AppointmentTypeDoc> =
  (models.AppointmentType as Model<AppointmentTypeDoc> | undefined) ??
  model<AppointmentTypeDoc>("AppointmentType", appointmentTypeSchema);
