import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { connectDb } from "@/lib/db";
import { contactSchema } from "@/lib/validation/contact";
import { Contact, type ContactDoc } from "@/models/Contact";
import { batchedInsert } from "./batched-insert";
import { findPage, normaliseQuery, searchFilter, type ListQuery, type Page } from "./list-query";
import { recordBase, type RecordBase } from "./serialize";

export type ContactItem = RecordBase & { name: string; email: string; subject: string; message: string };

const toItem = (doc: ContactDoc & { _id: unknown }): ContactItem => ({
  ...recordBase(doc),
  name: doc.name,
  email: doc.email,
  subject: doc.subject,
  message: doc.message,
});

const insertContact = batchedInsert(Contact);

/** Stores a contact message (public). `input` is validated here; a bad one throws a ZodError (400). */
export async function createContact(input: unknown): Promise<ContactItem> {
  const data = contactSchema.parse(input);
  await connectDb();
  return toItem((await insertContact(data)) as ContactDoc & { _id: unknown });
}

/**
 * Admin only (checks the session itself; pass the Request from a route handler).
 * Contact messages newest first; `q` searches name, email and subject.
 */
export async function listContacts(query: ListQuery = {}, request?: Request): Promise<Page<ContactItem>> {
  await requireAdmin(request);
  const { q } = normaliseQuery(query);
  return findPage(Contact, searchFilter(q, ["name", "email", "subject"]), query, toItem);
}

export const CONTACT_CSV_COLUMNS = [
  { header: "Name", value: (c: ContactItem) => c.name },
  { header: "Email", value: (c: ContactItem) => c.email },
  { header: "Subject", value: (c: ContactItem) => c.subject },
  { header: "Message", value: (c: ContactItem) => c.message },
  { header: "Submitted at", value: (c: ContactItem) => c.createdAt },
];
