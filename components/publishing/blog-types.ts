/** A blog as the admin screen needs it: plain values a client component can receive. */
export type AdminBlog = {
  id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  image: string;
  slug: string;
  status: "draft" | "published";
  /** the publish time as the form's IST `datetime-local` value, "" for none */
  publishAtLocal: string;
  /** Draft, Scheduled for <IST time>, or Published */
  state: string;
  metaTitle: string;
  metaDescription: string;
};
