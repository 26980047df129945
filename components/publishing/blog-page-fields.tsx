import { SelectField, TextField } from "@/components/ui/field";
import { META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_MAX } from "@/lib/publishing/blog-limits";
import type { FieldErrors } from "@/lib/server/record";
import type { AdminBlog } from "./blog-types";

/**
 * The post's page beyond the spec's fields: draft or published, an optional publish time (IST;
 * a later one schedules the post), its address and what search engines show. Empty fields get
 * their defaults: the slug from the title, the headline from the title, the description from the text.
 */
export function BlogPageFields({
  editing,
  fields,
}: {
  editing: AdminBlog | null;
  fields: FieldErrors;
}) {
  return (
    <fieldset className="mt-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Publishing and search</legend>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <SelectField
          label="Status"
          name="status"
          defaultValue={editing?.status ?? "published"}
          error={fields.status}
        >
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </SelectField>
        <TextField
          label="Publish time (IST, optional)"
          name="publishAt"
          type="datetime-local"
          defaultValue={editing?.publishAtLocal}
          error={fields.publishAt}
        />
      </div>
      <TextField
        label="Slug: the address /blog/… (optional)"
        name="slug"
        defaultValue={editing?.slug}
        maxLength={SLUG_MAX}
        error={fields.slug}
      />
      <TextField
        label={`SEO headline (optional, up to ${META_TITLE_MAX} characters)`}
        name="metaTitle"
        defaultValue={editing?.metaTitle}
        error={fields.metaTitle}
      />
      <TextField
        label={`SEO description (optional, up to ${META_DESCRIPTION_MAX} characters)`}
        name="metaDescription"
        defaultValue={editing?.metaDescription}
        error={fields.metaDescription}
      />
    </fieldset>
  );
}
