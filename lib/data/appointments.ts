import "server-only";
import { requireAdmin } from "@/lib/auth/session";
import { connectDb } from "@/lib/db";
import { appointmentSchema } from "@/lib/validation/appointment";
import { Appointment, type AppointmentDoc } from "@/models/Appointment";
import { batchedInsert } from "./batched-insert";
import { findPage, normaliseQuery, searchFilter, type ListQuery, type Page } from "./list-query";
import { recordBase, type RecordBase } from "./serialize";

export type AppointmentItem = RecordBase & { name: string; email: string; phone: string; disease: string; date: string };
/** "createdAt": submission time (default); "date": appointment date. Both newest first. */
export type AppointmentSort = "createdAt" | "date";
export type AppointmentQuery = ListQuery & { sort?: AppointmentSort };

const toItem = (doc: AppointmentDoc & { _id: unknown }): AppointmentItem => ({
  ...recordBase(doc),
  name: doc.name,
  email: doc.email,
  phone: doc.phone,
  disease: doc.disease,
  date: doc.date,
});

const insertAppointment = batchedInsert(Appointment);

/** Books an appointment (public). Validated here: date today or later in India, a real date. */
export async function createAppointment(input: unknown): Promise<AppointmentItem> {
  const data = appointmentSchema.parse(input);
  await connectDb();
  return toItem((await insertAppointment(data)) as AppointmentDoc & { _id: unknown });
}

/** Admin only. Appointments newest first by submission time or by appointment date; `q` searches name, email, phone. */
export async function listAppointments(query: AppointmentQuery = {}, request?: Request): Promise<Page<AppointmentItem>> {
  await requireAdmin(request);
  const { q } = normaliseQuery(query);
  const sort = query.sort === "date" ? { date: -1 as const, createdAt: -1 as const, _id: -1 as const } : undefined;
  return findPage(Appointment, searchFilter(q, ["name", "email", "phone"]), query, toItem, sort);
}

export const APPOINTMENT_CSV_COLUMNS = [
  { header: "Name", value: (a: AppointmentItem) => a.name },
  { header: "Email", value: (a: AppointmentItem) => a.email },
  { header: "Phone", value: (a: AppointmentItem) => a.phone },
  { header: "Reason", value: (a: AppointmentItem) => a.disease },
  { header: "Appointment date", value: (a: AppointmentItem) => a.date },
  { header: "Submitted at", value: (a: AppointmentItem) => a.createdAt },
];
