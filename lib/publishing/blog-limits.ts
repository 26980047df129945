/** Field limits of a blog post, shared by the schema (lib/publishing/blog-schema.ts) and the admin form. */
export const SLUG_MAX = 80;
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;

/** Lower-case Latin letters and digits in groups joined by single hyphens (what slugify makes). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether `value` has the shape of a post's slug. Every slug a post has or had comes from slugify
 * (lib/publishing/slug.ts), so anything else is no post's address (middleware.ts answers it 404).
 */
export const isSlugShaped = (value: string) => value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
