"use client";
import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { callApi } from "@/components/forms/call-api";

/** The one confirming click of a cancel link. */
export function CancelAppointmentButton({ token }: { token: string }) {
  const [state, setState] = useState<{
    status: "idle" | "sending" | "done" | "failed";
    message?: string;
  }>({ status: "idle" });

  async function cancel() {
    setState({ status: "sending" });
    const result = await callApi<{ message?: string }>("/api/appointments/cancel", {
      body: { token },
    });
    if (result.ok) {
      const message = result.body.message ?? "Your appointment is cancelled.";
      setState({ status: "done", message });
    } else {
      setState({
        status: "failed",
        message: result.message ?? "Could not cancel. Please call us.",
      });
    }
  }

  if (state.status === "done") {
    return (
      <p role="status" className="font-medium text-brand-800">
        {state.message}{" "}
        <Link href="/appointment" className="underline">
          Book another time
        </Link>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <Button variant="primary" pending={state.status === "sending"} onClick={cancel}>
        Yes, cancel my appointment
      </Button>
      {state.status === "failed" ? (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
