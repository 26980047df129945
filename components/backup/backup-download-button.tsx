"use client";

import { useState } from "react";
import { requestFile } from "@/components/forms/api-request";
import { formatFileSize } from "../admin/display-format";

type State =
  | { step: "idle" }
  | { step: "preparing" }
  | { step: "downloading"; received: number; total: number | null }
  | { step: "saved"; filename: string; size: number }
  | { step: "failed"; message: string };

function stateText(state: State): string {
  switch (state.step) {
    case "idle":
      return "";
    case "preparing":
      return "Preparing the backup…";
    case "downloading":
      return state.total
        ? `Downloading: ${formatFileSize(state.received)} of ${formatFileSize(state.total)}`
        : `Downloading: ${formatFileSize(state.received)}`;
    case "saved":
      return `Backup ready: ${state.filename}, ${formatFileSize(state.size)}.`;
    case "failed":
      return `The backup could not be downloaded: ${state.message}`;
  }
}

/**
 * "Download a backup": says it is preparing while the server writes the file (seconds for a
 * large store), then how much has arrived, then the file's name and size, and saves it.
 */
export function BackupDownloadButton() {
  const [state, setState] = useState<State>({ step: "idle" });
  const busy = state.step === "preparing" || state.step === "downloading";

  async function download() {
    setState({ step: "preparing" });
    const result = await requestFile("/api/admin/backup", (received, total) =>
      setState({ step: "downloading", received, total }),
    );
    if (!result.ok) {
      setState({ step: "failed", message: result.message ?? "please try again." });
      return;
    }
    const url = URL.createObjectURL(result.blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = result.filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    setState({ step: "saved", filename: result.filename, size: result.size });
  }

  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={download}
        disabled={busy}
        aria-disabled={busy}
        className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        Download a backup
      </button>
      <p
        role={state.step === "failed" ? "alert" : "status"}
        className={`mt-2 min-h-5 text-sm ${state.step === "failed" ? "text-red-700" : "text-slate-700"}`}
      >
        {stateText(state)}
      </p>
    </div>
  );
}
