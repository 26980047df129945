import { webManifestResponse } from "@/lib/pages/web-manifest";
import { site } from "@/lib/site";

/**
 * The web app manifest of the admin (linked from the admin pages only, app/(admin)/layout.tsx):
 * added to her home screen it opens the Today desk full screen. Not linked from the public pages,
 * where "install" would give a visitor the owner's sign-in page.
 */
export function GET() {
  return webManifestResponse({
    start: "/admin",
    scope: "/",
    name: site.brand,
    description: `The bookings, plan requests and messages of ${site.brand}`,
    icons: "admin",
  });
}
