"use client";
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { callApi } from "./call-api";

type State = { status: "idle" | "sending" | "done" | "failed"; message?: string };

/**
 * The one button of a page an email's signed link opens (cancel an appointment, ask for the
 * deletion of one's data): sends the link's token to `url` and shows the answer in place of the
 * button, or the failure below it.
 */
export function LinkActionButton({
  url,
  token,
  label,
  done,
  failed,
  afterDone,
}: {
  url: string;
  token: string;
  label: string;
  /** what success says when the API's answer has no message */
  done: string;
  /** what failure says when the API's answer has no message */
  failed: string;
  /** shown after the success message, e.g. a link onwards */
  afterDone?: ReactNode;
}) {
  const [state, setState] = useState<State>({ status: "idle" });

  async function send() {
    setState({ status: "sending" });
    const result = await callApi<{ message?: string }>(url, { body: { token } });
    setState(
      result.ok
        ? { status: "done", message: result.body.message ?? done }
        : { status: "failed", message: result.message ?? failed },
    );
  }

  if (state.status === "done") {
    return (
      <p role="status" className="font-medium text-brand-800">
        {state.message}
        {afterDone ? <> {afterDone}</> : null}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Button variant="primary" pending={state.status === "sending"} onClick={send}>
        {label}
      </Button>
      {state.status === "failed" ? (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
