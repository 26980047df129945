import { Schema } from "mongoose";

/** The status of a plan request or a message (lib/submissions/submission-status.ts, LEAD_STATUSES). */
export const leadStatusField = {
  type: String,
  enum: ["new", "contacted", "converted", "closed", "spam"],
  required: true,
  default: "new",
};

/**
 * The owner's follow-up fields every submission carries (an appointment's status enum is its own):
 * private notes, the history of changes and whether the owner has opened it yet.
 */
export const followUpFields = {
  notes: {
    type: [new Schema({ text: { type: String, required: true }, at: Date }, { _id: false })],
    default: undefined,
  },
  history: {
    type: [
      new Schema({ from: String, to: String, at: Date, by: String, field: String }, { _id: false }),
    ],
    default: undefined,
  },
  /** counts the follow-up's writes: notes and history are rewritten conditionally on it (no $push) */
  revision: { type: Number },
  /** true from submission until the owner opens or acts on it; absent on records older than it */
  unread: { type: Boolean },
};
