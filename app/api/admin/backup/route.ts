import { otherMethods } from "@/lib/server/api/route-handler";
import { withAdmin } from "@/lib/auth/with-admin";
import { createBackup } from "@/lib/backup/data/backup";

/**
 * Admin: the whole database as one backup file (the same as `npm run backup` writes, encrypted
 * with BACKUP_PASSPHRASE when it is set). With the cookie, only from our own pages (the admin's
 * "Download a backup" button): a page of another site must not make the owner's browser save
 * everything to disk. An API client sends x-auth-token.
 */
export const GET = withAdmin(
  async (_request, { session }) => {
    const { file, filename, encrypted } = await createBackup(session);
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": encrypted ? "application/octet-stream" : "application/gzip",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Content-Length": String(file.byteLength),
        "Cache-Control": "private, no-store",
      },
    });
  },
  { sameOriginReads: true },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
