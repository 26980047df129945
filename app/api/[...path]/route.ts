import { errorResponse } from "@/lib/server/api/route-handler";

/** Unknown API paths answer the JSON error shape rather than the HTML not-found page. */
const notFound = async () => errorResponse(404, "No such API endpoint");

export {
  notFound as DELETE,
  notFound as GET,
  notFound as PATCH,
  notFound as POST,
  notFound as PUT,
};
