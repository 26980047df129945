"use client";
import { useState } from "react";
import { useApiCall } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";
import {
  APP_FEATURES,
  type AppFeature,
  type ClientAppSettings,
} from "@/lib/client-app/app-features";

/**
 * The client page's "Client app": send her a one-time sign-in link (email, or WhatsApp in one
 * tap), end her sessions on every device, and grant features beyond her plan.
 */
export function ClientAppPanel({
  clientId,
  settings,
}: {
  clientId: string;
  settings: ClientAppSettings;
}) {
  const { pending, call } = useApiCall();
  const [whatsApp, setWhatsApp] = useState<string | null>(null);
  const [granted, setGranted] = useState<AppFeature[]>(settings.granted);
  const base = `/api/admin/clients/${clientId}`;

  const sendLink = async (channel: "email" | "whatsapp") => {
    const result = await call<{ sentTo?: string; href?: string }>(`${base}/sign-in-link`, {
      body: { channel },
      success: channel === "email" ? "Sign-in link emailed" : undefined,
      failure: (f) => f.message ?? "Could not make a sign-in link",
    });
    if (result.ok && result.body.href) setWhatsApp(result.body.href);
  };
  const endSessions = () =>
    call(`${base}/sessions`, {
      method: "DELETE",
      success: "Signed out on every device",
      failure: "Could not end her sessions",
    });
  const saveGrants = () =>
    call(`${base}/app-features`, {
      method: "PUT",
      body: { granted },
      success: "Saved",
      failure: (f) => f.message ?? "Could not save",
      refresh: true,
    });
  const extra = (Object.keys(APP_FEATURES) as AppFeature[]).filter(
    (f) => !settings.fromPlan.includes(f),
  );

  return (
    <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-slate-800">
        {settings.plan ? `Her ${settings.plan} gives her: ` : "No current programme: "}
        {settings.fromPlan.map((f) => APP_FEATURES[f].label.toLowerCase()).join(", ") ||
          "reading her records only"}
        . She signs in at /my with the email on her record.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" pending={pending} onClick={() => sendLink("email")}>
          Email her a sign-in link
        </Button>
        <Button variant="secondary" pending={pending} onClick={() => sendLink("whatsapp")}>
          Sign-in link for WhatsApp
        </Button>
        <Button variant="secondary" pending={pending} onClick={endSessions}>
          Sign her out everywhere
        </Button>
      </div>
      {whatsApp ? (
        <p>
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-800 underline"
          >
            Send the sign-in link on WhatsApp
          </a>
        </p>
      ) : null}
      {extra.length ? (
        <fieldset className="space-y-2">
          <legend className="font-medium text-slate-900">Beyond her plan</legend>
          {extra.map((feature) => (
            <label key={feature} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={granted.includes(feature)}
                onChange={(e) =>
                  setGranted((g) =>
                    e.target.checked ? [...g, feature] : g.filter((x) => x !== feature),
                  )
                }
              />
              {APP_FEATURES[feature].label}
            </label>
          ))}
          <Button pending={pending} onClick={saveGrants}>
            Save what she can use
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}
