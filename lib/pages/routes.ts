import { PROGRAMMES } from "../content/programmes";

/** Every public route, for the sitemap and tests. Admin routes are never listed. */
export const STATIC_PUBLIC_ROUTES = [
  "/",
  "/about",
  "/process",
  "/pricing",
  "/blog",
  "/Gallery",
  "/contact",
  "/appointment",
  "/bmicalculator",
  "/OnlineYogaProgram",
  "/DeitPlans",
  "/privacypolicy",
  "/privacypolicy/hi",
  "/termsofservice",
  "/support",
  "/cancellationrefundpolicy",
] as const;

export const PROGRAMME_ROUTES = PROGRAMMES.map((p) => `/${p.slug}`);

export const PUBLIC_ROUTES: readonly string[] = [...STATIC_PUBLIC_ROUTES, ...PROGRAMME_ROUTES];

export const ADMIN_ROUTES = [
  "/admin",
  "/admin-plan",
  "/admin-appointments",
  "/admin-blogs",
  "/admin-contacts",
  "/admin-clients",
  "/admin-consultations",
  "/admin-reports",
  "/admin-data",
  "/admin-whatsapp",
  "/admin-specialOffer",
  "/admin-updateCredentials",
] as const;

/** Admin screens of one record (a submission, a client): `${route}/${id}`. */
export const ADMIN_ITEM_ROUTES = [
  "/admin-plan",
  "/admin-appointments",
  "/admin-contacts",
  "/admin-clients",
] as const;
