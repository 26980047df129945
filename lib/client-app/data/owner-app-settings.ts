import "server-only";
import { Client } from "@/models/Client";
import { assertAdmin, type AdminSession } from "../../auth/data/admin-session";
import { clientById } from "../../clients/data/client-by-id";
import { programmesOfClient } from "../../programmes/data/enrolments";
import { currentProgramme, featuresOf } from "../plan-features";
import {
  appFeatureGrantsSchema,
  isAppFeature,
  type AppFeature,
  type ClientAppSettings,
} from "../app-features";

async function currentPlan(
  clientId: string,
): Promise<{ plan: string | null; granted: AppFeature[] }> {
  const client = await clientById(clientId);
  const { programmes } = await programmesOfClient(client._id);
  const granted = (client.grantedFeatures ?? []).filter(isAppFeature);
  return { plan: currentProgramme(programmes)?.plan ?? null, granted };
}

/** Admin only. What the client's app offers her, and why. */
export async function clientAppSettings(
  session: AdminSession,
  clientId: string,
): Promise<ClientAppSettings> {
  assertAdmin(session);
  const { plan, granted } = await currentPlan(clientId);
  return { plan, fromPlan: featuresOf(plan), granted };
}

/** Admin only. Grants features beyond her plan (PUT /api/admin/clients/{id}/app-features), replacing the earlier grant. */
export async function grantAppFeatures(
  session: AdminSession,
  clientId: string,
  input: unknown,
): Promise<ClientAppSettings> {
  assertAdmin(session);
  const { granted } = appFeatureGrantsSchema.parse(input);
  const client = await clientById(clientId);
  const unique = [...new Set(granted)];
  await Client.updateOne(
    { _id: client._id },
    unique.length ? { $set: { grantedFeatures: unique } } : { $unset: { grantedFeatures: 1 } },
  );
  return clientAppSettings(session, clientId);
}
