import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/server/api/api-errors";
import { requireAdminPage } from "@/lib/auth/admin-gate";
import { clientIdOf } from "@/lib/clients/data/clients";
import { intakeOf } from "@/lib/clients/data/intakes";
import { getSubmission, type SubmissionItem } from "@/lib/submissions/data/submissions";
import { whatsAppTemplateTexts } from "@/lib/whatsapp/data";
import { practiceWhatsAppValues } from "@/lib/whatsapp/practice-values";
import { consultationSettingsForOwner } from "@/lib/booking/data/consultations";
import { defaultWhatsAppTexts } from "@/lib/whatsapp/message-templates";
import type { IntakeView } from "@/lib/clients/intake-view";
import type { SubmissionKind } from "@/lib/submissions/submission-status";
import { loadAdminData, type Loaded } from "./load-admin-data";

/** A submission's detail page data: Next's 404 for an unknown id, the red message for a failed read. */
export async function loadSubmission<K extends SubmissionKind>(
  kind: K,
  params: Promise<{ id: string }>,
): Promise<Loaded<SubmissionItem[K]>> {
  const [session, { id }] = await Promise.all([requireAdminPage(), params]);
  let missing = false;
  const loaded = await loadAdminData(kind, async () => {
    try {
      return await getSubmission(session, kind, id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) missing = true;
      throw error;
    }
  });
  if (missing) notFound();
  return loaded;
}

/** The intake answers sent for a booking or plan request; null when none (or unreadable). */
export async function loadIntake(
  collection: "appointments" | "plans",
  params: Promise<{ id: string }>,
): Promise<IntakeView | null> {
  const [session, { id }] = await Promise.all([requireAdminPage(), params]);
  return intakeOf(session, { collection, id }).catch(() => null);
}

/** What a page needs for WhatsApp messages: the owner's templates (the defaults if unreadable), the practice's values. */
export async function loadWhatsApp() {
  const session = await requireAdminPage();
  const [texts, settings] = await Promise.all([
    whatsAppTemplateTexts(session).catch(() => defaultWhatsAppTexts()),
    consultationSettingsForOwner(session).catch(() => null),
  ]);
  return { texts, practice: practiceWhatsAppValues(settings?.meetingUrl) };
}

/** The client record of a submission's person, for a link to their page; null when none (or unreadable). */
export async function loadClientId(person: { email: string; phone?: string }) {
  const session = await requireAdminPage();
  return clientIdOf(session, person).catch(() => null);
}
