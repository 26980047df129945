"use client";
import { useCallback, useEffect, useState } from "react";
import { callApi } from "@/components/forms/call-api";
import { adminWorker } from "../admin/admin-service-worker";

export type PushState =
  | { kind: "checking" | "on" | "off" | "unsupported" | "unavailable" | "denied" }
  | { kind: "failed"; message: string };

type Status = { publicKey: string | null; subscribed: boolean };

const supported = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/**
 * Whose alerts: the API that stores this browser's subscription (`<api>`, `<api>/subscriptions`)
 * and the service worker that shows them. The owner's by default; the client's app (/my) has its own.
 */
export type PushChannel = {
  api: "/api/admin/push" | "/api/my/push";
  worker: () => Promise<ServiceWorkerRegistration | undefined>;
};

const OWNER: PushChannel = { api: "/api/admin/push", worker: adminWorker };

const statusOf = (api: PushChannel["api"], endpoint?: string) =>
  callApi<Status>(`${api}${endpoint ? `?endpoint=${encodeURIComponent(endpoint)}` : ""}`, {
    method: "GET",
  });

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

const failed = (error: unknown): PushState => ({
  kind: "failed",
  message: error instanceof Error ? error.message : "the browser gave no reason",
});

/** This browser's push subscription to the owner's (or `channel`'s) alerts, and turning it on and off. */
export function usePushSubscription({ api, worker }: PushChannel = OWNER) {
  const [state, setState] = useState<PushState>({ kind: "checking" });
  const [pending, setPending] = useState(false);

  const check = useCallback(async (): Promise<PushState> => {
    if (!supported()) return { kind: "unsupported" };
    const registration = await worker();
    const subscription = await registration?.pushManager.getSubscription();
    const answer = await statusOf(api, subscription?.endpoint);
    if (!answer.ok)
      return { kind: "failed", message: answer.message ?? "no answer from the server" };
    if (!answer.body.publicKey) return { kind: "unavailable" };
    if (Notification.permission === "denied") return { kind: "denied" };
    return { kind: subscription && answer.body.subscribed ? "on" : "off" };
  }, [api, worker]);

  useEffect(() => {
    check().then(setState, (error: unknown) => setState(failed(error)));
  }, [check]);

  async function run(change: () => Promise<PushState>) {
    setPending(true);
    setState(await change().catch(failed));
    setPending(false);
  }

  const turnOn = () =>
    run(async () => {
      const permission = await Notification.requestPermission();
      if (permission === "denied") return { kind: "denied" };
      if (permission !== "granted") return failed(new Error("they were not allowed"));
      const answer = await statusOf(api);
      if (!answer.ok)
        return { kind: "failed", message: answer.message ?? "no answer from the server" };
      if (!answer.body.publicKey) return { kind: "unavailable" };
      const registration = (await worker())!;
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(answer.body.publicKey),
      });
      const saved = await callApi(`${api}/subscriptions`, {
        body: subscription.toJSON(),
      });
      return saved.ok
        ? { kind: "on" }
        : { kind: "failed", message: saved.message ?? "no answer from the server" };
    });

  const turnOff = () =>
    run(async () => {
      const registration = await worker();
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await callApi(`${api}/subscriptions`, {
          method: "DELETE",
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      return { kind: "off" };
    });

  return { state, pending, turnOn, turnOff };
}
