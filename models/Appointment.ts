import { type InferSchemaType, model, models, Schema, type Model } from "mongoose";
import { followUpFields } from "./shared/follow-up";
import { indexPayments, paymentField } from "./shared/payment";
import { searchable } from "./shared/searchable";

const appointmentSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, maxlength: 254 },
    phone: { type: String, required: true, trim: true, maxlength: 20 },
    /** The reason for the appointment (the spec's field name). */
    disease: { type: String, required: true, trim: true, maxlength: 500 },
    /** Calendar date in the clinic's time zone, YYYY-MM-DD (sorts as text). */
    date: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    /** Optional slot start, HH:mm in IST. Without it the booking is a date-only request (the spec's form). */
    time: { type: String, match: /^([01]\d|2[0-3]):[0-5]\d$/ },
    /** `${date}T${time}` while the slot is held (booked or confirmed); a partial unique index makes double booking impossible. */
    slotKey: { type: String },
    /** every 5-minute cell the booking holds, buffer included (lib/booking/slots.ts cellsOf); a
     * unique sparse index makes overlapping bookings impossible, whatever their lengths */
    slotCells: { type: [String], default: undefined },
    /** the appointment type booked, as it was then (the owner may change or delete the type) */
    typeId: { type: String },
    typeName: { type: String },
    bufferMinutes: { type: Number },
    price: { type: Number },
    /** UPI payment ahead (lib/payments/data/payments.ts), when the type asked for it and UPI was set up */
    payment: paymentField,
    mode: { type: String, enum: ["clinic", "video", "phone"] },
    startsAt: { type: Date },
    endsAt: { type: Date },
    status: {
      type: String,
      enum: ["booked", "confirmed", "completed", "no-show", "cancelled"],
      required: true,
      default: "booked",
    },
    /** a follow-up visit the owner booked for a client's programme (lib/programmes/data/follow-up-visits.ts) */
    programmeId: { type: Schema.Types.ObjectId },
    cancelledAt: { type: Date },
    cancelledBy: { type: String, enum: ["client", "practice"] },
    ...followUpFields,
    /** the calendar event's SEQUENCE: one more for each move, so calendars replace the event */
    sequence: { type: Number },
    reminder: {
      dueAt: { type: Date },
      /** set once its reminder is in the outbox (where a unique key keeps it to one message) */
      claimedAt: { type: Date, default: null },
    },
    /** the slot (`date` + `T` + `time`) her phone was told of the day before (lib/push/data/client-reminders.ts): once per slot */
    visitAlertFor: { type: String },
    consent: { givenAt: { type: Date }, policyVersion: { type: String } },
    /** delivery state of each email about this appointment, kept by the mail outbox */
    mail: { type: Schema.Types.Mixed },
  },
  { timestamps: true },
);
appointmentSchema.index({ createdAt: -1 });
/** the admin's search (models/shared/search-words.mjs) */
searchable(appointmentSchema, ["name", "email", "phone"]);
appointmentSchema.index({ date: -1 });
appointmentSchema.index(
  { slotKey: 1 },
  {
    unique: true,
    name: "one_held_slot",
    partialFilterExpression: { slotKey: { $exists: true } },
  },
);
appointmentSchema.index(
  { slotCells: 1 },
  { unique: true, sparse: true, name: "no_overlapping_bookings" },
);
appointmentSchema.index({ status: 1, "reminder.dueAt": 1 });
appointmentSchema.index({ unread: 1 });
appointmentSchema.index({ programmeId: 1 }, { sparse: true });
indexPayments(appointmentSchema);

export type AppointmentDoc = InferSchemaType<typeof appointmentSchema>;
export const Appointment: Model<AppointmentDoc> =
  models.Appointment || model("Appointment", appointmentSchema);
