import { expect } from "vitest";
import { GET as listClients } from "@/app/api/admin/clients/route";
import { POST as startProgramme } from "@/app/api/admin/clients/[id]/programmes/route";
import { POST as requestPlan } from "@/app/api/plans/route";
import { istDate } from "@/lib/booking/slots";
import { signClientToken } from "@/lib/client-app/client-token";
import { serverEnv } from "@/lib/server/env";
import { getRequest, jsonRequest, validPlan } from "./api";

/** A client of the app's tests: her record's id, her session token, her address and name. */
export type AppClient = { id: string; session: string; email: string; name: string };

/**
 * A client as her app's tests need her: a plan request (which makes her client record), a
 * programme of `plan` starting today when one is given (what her plan includes follows it), and
 * a session token of hers, as a sign-in makes.
 */
export async function enrolClient(
  admin: string,
  person: { name: string; email: string; phone: string },
  programme?: { plan: string; duration: string },
): Promise<AppClient> {
  const sent = await requestPlan(
    jsonRequest("/api/plans", { ...validPlan(), ...person }),
    undefined,
  );
  expect(sent.status).toBe(201);
  const list = await (
    await listClients(
      getRequest(`/api/admin/clients?q=${encodeURIComponent(person.email)}`, { token: admin }),
      undefined,
    )
  ).json();
  const id: string = list.items.find((c: { email: string }) => c.email === person.email)._id;
  if (programme) {
    const started = await startProgramme(
      jsonRequest(
        `/api/admin/clients/${id}/programmes`,
        { ...programme, startDate: istDate(new Date()) },
        { token: admin },
      ),
      { params: Promise.resolve({ id }) },
    );
    expect(started.status).toBe(201);
  }
  const session = await signClientToken({ clientId: id, version: 0 }, serverEnv.jwtSecret);
  return { id, session, email: person.email, name: person.name };
}

/** The headers of a request her app's own page makes: her session cookie, from our origin. */
export const clientHeaders = (client: { session: string }) => ({
  cookie: `my_session=${client.session}`,
  "sec-fetch-site": "same-origin",
});
