"use client";
import { useState, useSyncExternalStore } from "react";
import { callApi } from "@/components/forms/call-api";
import { Button } from "@/components/ui/button";

const noChanges = () => () => {};
/** The link's token, read after mount: the page is prerendered, the same for everyone. */
const readToken = () => new URLSearchParams(window.location.search).get("token") ?? "";

/** The one button of the deletion link's page: sends the link's token, shows the answer. */
export function DeletionRequestButton({ email }: { email: string }) {
  const token = useSyncExternalStore(noChanges, readToken, () => null);
  const [state, setState] = useState<{
    status: "idle" | "sending" | "done" | "failed";
    message?: string;
  }>({ status: "idle" });

  async function send() {
    setState({ status: "sending" });
    const result = await callApi<{ message?: string }>("/api/data-deletion", {
      body: { token },
    });
    setState(
      result.ok
        ? { status: "done", message: result.body.message ?? "We have received your request." }
        : {
            status: "failed",
            message: result.message ?? `Could not send your request. Please write to ${email}.`,
          },
    );
  }

  if (state.status === "done") {
    return (
      <p role="status" className="font-medium text-brand-800">
        {state.message}
      </p>
    );
  }
  if (token === "") {
    return (
      <p role="alert" className="text-red-800">
        This link is incomplete. Please use the link in one of our emails, or write to {email}.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Button
        variant="primary"
        pending={state.status === "sending"}
        disabled={token === null}
        onClick={send}
      >
        Request deletion of my data
      </Button>
      {state.status === "failed" ? (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
