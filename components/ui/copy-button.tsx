"use client";
import { useState } from "react";
import { toast } from "@/components/ui/toast";

/**
 * Copies `text` to the clipboard and says so. Where the clipboard is not available (an older
 * browser, a page served over plain http), the element `target` (showing the text) is selected
 * for a long-press copy instead.
 */
export function CopyButton({
  text,
  label,
  target,
  what,
}: {
  text: string;
  label: string;
  target: string;
  /** what is copied, for the messages: "the UPI ID" */
  what: string;
}) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(`Copied ${what}`);
    } catch {
      const element = document.getElementById(target);
      if (element) window.getSelection()?.selectAllChildren(element);
      toast.error(`Could not copy: ${what} is selected, copy it from there.`);
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-md border border-brand-700 px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      {copied ? "Copied" : label}
    </button>
  );
}
