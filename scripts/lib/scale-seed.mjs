/**
 * The records of a practice that has run for a while, as collections for a backup file
 * (lib/backup/backup-archive.mjs): `messages` contact messages spread over the last two years, two
 * sent emails each (the acknowledgement and the owner's notification), and `images` uploaded
 * images of about 40 KB. For scripts/bench/scale.mjs; the shapes are the models' (models/*.ts).
 *
 * As a practice running this version holds them: the text of mail sent more than `mailBodyDays`
 * ago is already emptied by the daily pass (lib/mail/data/bookkeeping.ts). `mailBodyDays: Infinity`
 * gives an older version's data, whose first daily pass empties them all at once.
 */
import mongoose from "mongoose";
import { searchWordsOf } from "../../models/shared/search-words.mjs";

const { ObjectId, Binary } = mongoose.mongo;
const DAY = 86_400_000;
const BODY =
  "Thank you for writing to us. We have received your message and will answer within one " +
  "working day. If it is urgent, call us. ".repeat(4);

/**
 * @param {number} messages
 * @param {number} [images]
 * @param {{ now?: number, mailBodyDays?: number }} [options]
 */
export function scaleSeed(messages, images = 0, { now = Date.now(), mailBodyDays = 30 } = {}) {
  const contacts = [];
  const outbox = [];
  for (let i = 0; i < messages; i++) {
    const at = new Date(now - 730 * DAY + Math.floor((i / Math.max(messages, 1)) * 729 * DAY));
    const _id = new ObjectId();
    const email = `visitor${i}@example.com`;
    const name = `Visitor ${i}`;
    const subject = `Question ${i} about a diet plan`;
    contacts.push({
      _id,
      name,
      email,
      subject,
      searchWords: searchWordsOf([name, email, subject]),
      message: `Hello, I would like to know more about your plans (message ${i}).`,
      status: "new",
      unread: false,
      revision: 0,
      notes: [],
      history: [],
      consent: { givenAt: at, policyVersion: "2026-01" },
      mail: { acknowledgement: "sent", owner: "sent" },
      createdAt: at,
      updatedAt: at,
    });
    for (const [kind, audience, to] of [
      ["acknowledgement", "visitor", email],
      ["owner", "owner", "owner@clinic.example"],
    ]) {
      outbox.push({
        _id: new ObjectId(),
        kind,
        audience,
        to,
        subject: kind === "owner" ? `New message: Question ${i}` : "We received your message",
        ...(now - at.getTime() > mailBodyDays * DAY
          ? { text: "", bodyPrunedAt: new Date(at.getTime() + mailBodyDays * DAY) }
          : { text: BODY, attachments: [] }),
        status: "sent",
        attempts: 1,
        nextAttemptAt: at,
        claimedAt: at,
        sentAt: at,
        lastError: null,
        ref: { collection: "contacts", id: _id },
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  const files = [];
  const chunks = [];
  for (let i = 0; i < images; i++) {
    const _id = new ObjectId();
    const data = Buffer.alloc(40_000, i % 251);
    files.push({
      _id,
      length: data.length,
      chunkSize: 261_120,
      uploadDate: new Date(now - DAY),
      filename: `scale-${i}.webp`,
      metadata: { contentType: "image/webp", width: 1200, height: 800 },
    });
    chunks.push({ _id: new ObjectId(), files_id: _id, n: 0, data: new Binary(data) });
  }
  return {
    contacts,
    outbox,
    // this version's records carry their search words: nothing for the start-up pass to fill
    markers: [{ _id: "search-words-1", at: new Date(now), createdAt: new Date(now) }],
    ...(images > 0 ? { "media.files": files, "media.chunks": chunks } : {}),
  };
}
