import Form from "next/form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { FieldErrors } from "@/lib/server/record";

type PersonSearchProps = {
  action: string;
  email?: string;
  phone?: string;
  /** the deletion request being answered, kept in the URL */
  requestId?: string;
  errors: FieldErrors;
};

/** A GET form: the person searched for lives in the URL, like the lists' filters. */
export function PersonSearch({ action, email, phone, requestId, errors }: PersonSearchProps) {
  return (
    <Form
      key={`${email}|${phone}|${requestId}`}
      action={action}
      aria-label="Find a person's records"
      className="mb-4 flex flex-wrap items-start gap-x-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      <TextField
        label="Email"
        type="email"
        name="email"
        defaultValue={email}
        maxLength={254}
        autoComplete="off"
        error={errors.email}
        wrapperClassName="min-w-56 flex-1"
      />
      <TextField
        label="Phone"
        type="tel"
        name="phone"
        defaultValue={phone}
        maxLength={30}
        autoComplete="off"
        error={errors.phone}
        wrapperClassName="min-w-44 flex-1"
      />
      {requestId ? <input type="hidden" name="request" value={requestId} /> : null}
      <Button type="submit" className="mt-6">
        Find records
      </Button>
    </Form>
  );
}
