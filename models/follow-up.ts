import { Schema } from "mongoose";

/**
 * The owner's follow-up fields every submission carries (their status enum sits in each model):
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
