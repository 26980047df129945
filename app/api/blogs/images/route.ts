import { readBlogForm } from "@/lib/publishing/blog-form-parts";
import { json, otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { saveInlineImage } from "@/lib/publishing/data/blogs";

/**
 * Admin: an image for a post's text (multipart `image`), re-encoded and stored like a cover;
 * answers its URL for the Markdown: { success, url }.
 */
export const POST = withAdmin(async (request, { session }) => {
  const { image } = await readBlogForm(request);
  const url = await saveInlineImage(session, image);
  return json({ success: true, url }, { status: 201 });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
