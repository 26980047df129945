import "server-only";
import type { Model, QueryFilter, SortOrder } from "mongoose";
import { z } from "zod";

/** Paging and search shared by the admin lists. */
/** `status` filters by the follow-up status (ignored unless the kind has it). */
export type ListQuery = { q?: string; page?: number; pageSize?: number; status?: string };
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

export const DEFAULT_PAGE_SIZE = 50;
/** Upper bound of one page; the JSON API and CSV export ask for this much at once. */
export const MAX_PAGE_SIZE = 10_000;

const queryNumbers = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE),
});

/** Normalises page (>= 1), pageSize (1..MAX_PAGE_SIZE, default 50) and the search text. */
export function normaliseQuery(
  query: ListQuery,
): Required<Pick<ListQuery, "page" | "pageSize">> & { q?: string } {
  const parsed = queryNumbers.parse({
    q: query.q,
    page: query.page ?? 1,
    pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE,
  });
  return { ...parsed, q: parsed.q || undefined };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Case-insensitive "contains" on each field; a RegExp value (not an operator object) passes sanitizeFilter. */
export function searchFilter(
  q: string | undefined,
  fields: readonly string[],
): Record<string, unknown> {
  if (!q) return {};
  const pattern = new RegExp(escapeRegex(q), "i");
  return { $or: fields.map((field) => ({ [field]: pattern })) };
}

/** One page of a model's documents, newest first unless `sort` says otherwise. */
export async function findPage<D, T>(
  model: Model<D>,
  filter: QueryFilter<D>,
  query: ListQuery,
  toItem: (doc: D & { _id: unknown }) => T,
  sort: Record<string, SortOrder> = { createdAt: -1, _id: -1 },
): Promise<Page<T>> {
  const { page, pageSize } = normaliseQuery(query);
  const [docs, total] = await Promise.all([
    model
      .find(filter)
      .sort(sort)
      .skip((page - 1) * pageSize)
      .limit(pageSize)
      .lean<(D & { _id: unknown })[]>(),
    model.countDocuments(filter),
  ]);
  return { items: docs.map(toItem), total, page, pageSize };
}

/** Reads q, status, page and pageSize from a URL; without page/pageSize the API answers everything (up to MAX_PAGE_SIZE). */
export function listQueryFromUrl(url: URL): ListQuery {
  const params = url.searchParams;
  return {
    q: params.get("q") ?? undefined,
    status: params.get("status") ?? undefined,
    page: params.has("page") ? Number(params.get("page")) : 1,
    pageSize: params.has("pageSize") ? Number(params.get("pageSize")) : MAX_PAGE_SIZE,
  };
}

/** Rows per read of a CSV export, which reads page after page until every match is in. */
export const EXPORT_PAGE_SIZE = 2_000;

/** Every match of a list, read a page at a time: an export never stops at a row limit. */
export async function everyMatch<T>(
  load: (query: { page: number; pageSize: number }) => Promise<Page<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const { items: batch, total } = await load({ page, pageSize: EXPORT_PAGE_SIZE });
    items.push(...batch);
    if (batch.length < EXPORT_PAGE_SIZE || items.length >= total) return items;
  }
}
