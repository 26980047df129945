"use client";
import { useEffect } from "react";
import { adminWorker } from "./admin-service-worker";

/** Registers the admin's service worker once an admin page has loaded (app/(admin)/layout.tsx). */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    adminWorker().catch((error: unknown) => {
      console.error("[admin] the service worker could not be registered:", error);
    });
  }, []);
  return null;
}
