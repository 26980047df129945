"use client";
import { LinkActionButton } from "@/components/forms/link-action-button";

/** The one button of the deletion link's page: sends the link's token, shows the answer. */
export function DeletionRequestButton({ email, token }: { email: string; token: string }) {
  if (token === "") {
    return (
      <p role="alert" className="text-red-800">
        This link is incomplete. Please use the link in one of our emails, or write to {email}.
      </p>
    );
  }
  return (
    <LinkActionButton
      url="/api/data-deletion"
      token={token}
      label="Request deletion of my data"
      done="We have received your request."
      failed={`Could not send your request. Please write to ${email}.`}
    />
  );
}
