/** Field limits of a blog post, shared by the schema (lib/validation/blog.ts) and the admin form. */
export const SLUG_MAX = 80;
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;
