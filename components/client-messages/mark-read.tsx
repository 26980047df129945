"use client";
import { useEffect, useRef } from "react";
import { callApi } from "@/components/forms/call-api";

/** Marks the other side's messages read once the thread has been shown (nothing to see). */
export function MarkRead({ url }: { url: string }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void callApi(url, { method: "POST" });
  }, [url]);
  return null;
}
