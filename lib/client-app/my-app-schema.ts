import type { MeasurementItem } from "@/lib/clients/client-schema";
import { measurementSchema } from "@/lib/clients/measurement-schema";
import type { ProgrammeItem } from "@/lib/programmes/programme-schema";
import type { AppFeature } from "./app-features";

/** GET /api/my: what her app shows, hers alone. */
export type MyOverview = {
  client: { name: string; email: string; features: AppFeature[]; goalKg?: number };
  /** her current (or next) programme, else her latest; null if she has none */
  programme: MyProgramme | null;
  dietChart: MyDietChart | null;
  /** upcoming first (soonest first), then past (latest first) */
  appointments: MyAppointment[];
  receipts: MyReceipt[];
  /** oldest first, as the chart draws them */
  measurements: MeasurementItem[];
  /** her intake questionnaire, while it can still be answered or corrected */
  intakeUrl?: string;
};

export type MyProgramme = Omit<ProgrammeItem, "clientId"> & {
  /** the renewal's UPI payment page, once the reminder made one and while it is unpaid */
  renewalPayUrl?: string;
};

export type MyDietChart = {
  current: number;
  title: string;
  createdAt: string;
  versions: { version: number; title: string; createdAt: string }[];
};

export type MyAppointment = {
  _id: string;
  date: string;
  time?: string;
  /** "Tuesday, 15 December 2026 at 4:30 pm IST" */
  when: string;
  typeName?: string;
  mode?: "clinic" | "video" | "phone";
  status: string;
  upcoming: boolean;
  cancelUrl?: string;
  rescheduleUrl?: string;
  /** the video room, for an upcoming video visit */
  meetingUrl?: string;
};

export type MyReceipt = { number: string; item: string; amount: number; paidAt: string };

/**
 * A measurement she logs (POST /api/my/measurements): the date and her weight; waist and hip
 * only with the progress tools of her plan (checked on the server, which says so per field).
 */
export const myMeasurementSchema = measurementSchema.pick({
  date: true,
  weightKg: true,
  waistCm: true,
  hipCm: true,
  note: true,
});

export const PROGRESS_TOOLS_ONLY = ["waistCm", "hipCm"] as const;
export const PROGRESS_TOOLS_MESSAGE =
  "Measures besides the weight come with the Ultimate plan's progress tools";
