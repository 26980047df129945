/** Reading and writing the URL search params that drive the admin lists (shareable, server-rendered). */
export type SearchParams = Record<string, string | string[] | undefined>;

export const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The 1-based page number; anything else is page 1. */
export function pageParam(params: SearchParams): number {
  const page = Number(firstValue(params.page));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** A value if it is one of `allowed`, else undefined ("All"). */
export function oneOf<T extends string>(
  params: SearchParams,
  key: string,
  allowed: readonly T[],
): T | undefined {
  const value = firstValue(params[key]);
  return allowed.find((option) => option === value);
}

/** `pathname?key=value…` without empty values, e.g. for pagination and CSV links. */
export function hrefWith(
  pathname: string,
  values: Record<string, string | number | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The options of a status filter: "All", then each status of the kind. */
export const statusOptions = (statuses: readonly string[], labels: Record<string, string>) => [
  { value: "", label: "All" },
  ...statuses.map((value) => ({ value, label: labels[value] ?? value })),
];
