"use client";
import { useEffect } from "react";
import { myWorker } from "./my-service-worker";

/** Registers the client app's service worker (scope /my) once a /my page has loaded (app/(my)/layout.tsx). */
export function RegisterMySw() {
  useEffect(() => {
    myWorker().catch((error: unknown) => {
      console.error("[my] the service worker could not be registered:", error);
    });
  }, []);
  return null;
}
