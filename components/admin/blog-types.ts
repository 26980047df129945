/** A blog as the admin screen needs it: plain values a client component can receive. */
export type AdminBlog = {
  id: string;
  title: string;
  content: string;
  author: string;
  category: string;
  image: string;
};
