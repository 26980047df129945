import "server-only";
import { randomUUID } from "node:crypto";
import { Error as MongooseError } from "mongoose";
import { unstable_rethrow } from "next/navigation";
import { NextResponse } from "next/server";
import { z } from "zod";
import type { FieldErrors } from "@/lib/server/record";
import { ApiError } from "./api-errors";
import { isDatabaseUnavailable, isDuplicateKey } from "./database-errors";

type ErrorBody = {
  success: false;
  message: string;
  error: { message: string; fields?: FieldErrors; requestId?: string };
  /** the same messages per field as `error.fields`, where newer contracts expect them */
  fieldErrors?: FieldErrors;
};

/** The JSON error shape every route answers with, whatever went wrong. */
export function errorResponse(
  status: number,
  message: string,
  extra: {
    fields?: FieldErrors;
    requestId?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const body: ErrorBody = { success: false, message, error: { message } };
  if (extra.fields) {
    body.error.fields = extra.fields;
    body.fieldErrors = extra.fields;
  }
  if (extra.requestId) body.error.requestId = extra.requestId;
  return NextResponse.json(body, {
    status,
    headers: { "Cache-Control": "private, no-store", ...extra.headers },
  });
}

/** A JSON answer; API answers are never stored by a browser or a shared cache unless a handler says otherwise. */
export function json(data: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "private, no-store");
  return NextResponse.json(data, { status: init.status ?? 200, headers });
}

function toResponse(error: unknown): Response {
  if (error instanceof ApiError)
    return errorResponse(error.status, error.message, {
      fields: error.fields,
      headers: error.headers,
    });
  if (error instanceof z.ZodError) {
    const fields = z.flattenError(error).fieldErrors as FieldErrors;
    const first = Object.values(fields)[0]?.[0] ?? error.issues[0]?.message ?? "Invalid input";
    return errorResponse(400, first, { fields });
  }
  if (isDatabaseUnavailable(error)) {
    return errorResponse(503, "The service is temporarily unavailable. Please try again shortly.", {
      headers: { "Retry-After": "5" },
    });
  }
  if (error instanceof MongooseError.ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(error.errors).map(([path, e]) => [path, [e.message]]),
    );
    return errorResponse(400, "Invalid input", { fields });
  }
  if (error instanceof MongooseError.CastError) {
    return error.kind === "ObjectId"
      ? errorResponse(404, "Not found")
      : errorResponse(400, `Invalid value for ${error.path}`, {
          fields: { [error.path]: ["Invalid value"] },
        });
  }
  if (isDuplicateKey(error)) return errorResponse(409, "This record already exists");
  const requestId = randomUUID();
  console.error(`[api] request ${requestId} failed:`, error);
  return errorResponse(500, `Something went wrong on our side. Reference: ${requestId}`, {
    requestId,
    headers: { "X-Request-Id": requestId },
  });
}

/**
 * Wraps a route handler: thrown ApiErrors, zod failures, database outages and the unexpected
 * all become the JSON error shape with the right status; a stack trace never leaves the server.
 */
export function apiRoute<C = unknown>(
  handler: (request: Request, context: C) => Promise<Response>,
) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      unstable_rethrow(error); // Next's own signals (prerender bail-out, notFound, redirect) are not failures
      return toResponse(error);
    }
  };
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * JSON 405 handlers (with Allow) for the methods a route does not implement, so even a wrong
 * method gets the error shape: `export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST")`.
 */
export function otherMethods(...allowed: Method[]): Record<Method, () => Promise<Response>> {
  const allow = allowed.join(", ");
  const handler = async (): Promise<Response> =>
    errorResponse(405, `Method not allowed (allowed: ${allow})`, { headers: { Allow: allow } });
  return { GET: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler };
}
