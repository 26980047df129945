import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { FieldErrors } from "@/lib/server/record";
import { type ApiFailure, type ApiResult, type Method, requestApi } from "./api-request";

export { readApiAnswer, type ApiFailure, type ApiResult } from "./api-request";

/**
 * The one way client components call our API (spec §7): JSON or multipart, the API's error
 * shape `{ success: false, message, error: { message, fields } }` read into messages per field,
 * and the §8 toasts raised from what the caller says to show.
 */

export type CallOptions = {
  method?: Method;
  /** FormData is sent as multipart, anything else as JSON */
  body?: unknown;
  /** toast on success */
  success?: string;
  /** toast on failure: a text, or one made from the failure (null for none) */
  failure?: string | ((failure: ApiFailure) => string | null);
  /** a multipart body's upload progress, 0 to 1 */
  onUploadProgress?: (fraction: number) => void;
};

export async function callApi<T = unknown>(
  url: string,
  { method = "POST", body, success, failure, onUploadProgress }: CallOptions = {},
): Promise<ApiResult<T>> {
  const result = await requestApi<T>(url, method, body, onUploadProgress);
  if (result.ok && success) toast.success(success);
  if (!result.ok && failure) {
    const message = typeof failure === "function" ? failure(result) : failure;
    if (message) toast.error(message);
  }
  return result;
}

/**
 * callApi with the state a form or button keeps: pending while the call runs, the last
 * failure's messages per field, and (`refresh`) the server-rendered page re-read on success.
 */
export function useApiCall() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});

  async function call<T = unknown>(url: string, options: CallOptions & { refresh?: boolean } = {}) {
    setPending(true);
    setFields({});
    const result = await callApi<T>(url, options);
    setPending(false);
    if (!result.ok) setFields(result.fields);
    else if (options.refresh) router.refresh();
    return result;
  }

  return { pending, fields, setFields, call };
}
