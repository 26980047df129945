import "server-only";
import { csvDateTime } from "@/lib/server/api/csv";
import type { Types } from "mongoose";
import { ownerEmail, practice } from "@/lib/mail/practice";
import { serverEnv } from "@/lib/server/env";
import { consentFrom } from "@/lib/forms/consent";
import { looksLikeSpam } from "@/lib/forms/spam";
import { notify } from "@/lib/mail/notify";
import { messageAlert } from "@/lib/push/alert-texts";
import { acknowledgement, ownerNotification } from "@/lib/mail/mail-texts";
import { contactSchema, type ContactItem } from "@/lib/messages/contact-schema";
import { isStatusOf, type LeadStatus } from "@/lib/submissions/submission-status";
import { Contact, type ContactDoc } from "@/models/Contact";
import { assertAdmin, type AdminSession } from "../auth/data/admin-session";
import { batchedInsert } from "../server/batched-insert";
import { connectDb } from "../server/db";
import { findPage, normaliseQuery, type ListQuery, type Page } from "../server/api/paging";
import { searchWordsFilter } from "@/models/shared/search-words.mjs";
import {
  FOLLOW_UP_CSV_COLUMNS,
  freshFollowUp,
  followUpOf,
  NEW_FOLLOW_UP,
} from "../submissions/data/follow-up";
import { decoy, recordBase } from "../server/serialize";

export const toItem = (doc: ContactDoc & { _id: unknown }): ContactItem => ({
  ...recordBase(doc),
  name: doc.name,
  email: doc.email,
  subject: doc.subject,
  message: doc.message,
  ...followUpOf(doc, "new" as LeadStatus),
});

const insertContact = batchedInsert(Contact);

/**
 * Stores a contact message (public). `input` is validated here; a bad one throws a ZodError (400).
 * The owner is notified with every detail; the sender gets an acknowledgement in our words only
 * (lib/mail/mail-texts.ts says why). A submission that trips the spam checks is answered like a
 * success and stored nowhere.
 */
export async function createContact(input: unknown, now: Date = new Date()): Promise<ContactItem> {
  const data = contactSchema.parse(input);
  const body =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  if (looksLikeSpam(body, now.getTime(), serverEnv.formMinSeconds))
    return decoy({ ...data, ...freshFollowUp<LeadStatus>("new") }, now);
  await connectDb();
  const doc = (await insertContact({
    ...data,
    consent: consentFrom(body, now),
    ...NEW_FOLLOW_UP,
  })) as ContactDoc & {
    _id: Types.ObjectId;
  };
  await notify(
    { collection: "contacts", id: doc._id },
    [
      {
        kind: "owner",
        mail: ownerNotification(
          ownerEmail(),
          `New message: ${data.subject}`,
          {
            Name: data.name,
            Email: data.email,
            Subject: data.subject,
            Message: data.message,
          },
          data.email,
        ),
      },
      { kind: "acknowledgement", mail: acknowledgement(data.email, { form: "message" }, practice) },
    ],
    messageAlert(String(doc._id)),
  );
  return toItem(doc);
}

/** Admin only. Contact messages newest first; `q` searches name, email and subject, `status` filters. */
export async function listContacts(
  session: AdminSession,
  query: ListQuery = {},
): Promise<Page<ContactItem>> {
  assertAdmin(session);
  const { q } = normaliseQuery(query);
  const filter: Record<string, unknown> = q ? searchWordsFilter(q) : {};
  if (isStatusOf("contacts", query.status)) filter.status = query.status;
  return findPage(Contact, filter, query, toItem);
}

export const CONTACT_CSV_COLUMNS = [
  { header: "Name", value: (c: ContactItem) => c.name },
  { header: "Email", value: (c: ContactItem) => c.email },
  { header: "Subject", value: (c: ContactItem) => c.subject },
  { header: "Message", value: (c: ContactItem) => c.message },
  ...FOLLOW_UP_CSV_COLUMNS,
  { header: "Submitted at (IST)", value: (c: ContactItem) => csvDateTime(c.createdAt) },
];
