import { Suspense } from "react";
import { BackupDownload } from "@/components/backup/backup-download";
import { CredentialsForm } from "@/components/admin/credentials-form";
import { PushNotifications } from "@/components/push/push-notifications";
import { adminPageMetadata, requireAdminPage } from "@/lib/auth/admin-gate";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { BackupSection } from "./backup-section";

export const generateMetadata = adminPageMetadata("Update Credentials");

export default async function AdminUpdateCredentialsPage() {
  await requireAdminPage();
  return (
    <div className="max-w-lg">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Update Credentials</h1>
      <p className="mb-6 text-slate-700">
        Confirm your current username and password. Leave a new field empty to keep the current
        value. A new password needs at least {PASSWORD_MIN_LENGTH} characters. Every other signed-in
        browser is signed out after a change.
      </p>
      <CredentialsForm minPasswordLength={PASSWORD_MIN_LENGTH} />
      <PushNotifications />
      <Suspense fallback={<BackupDownload />}>
        <BackupSection />
      </Suspense>
    </div>
  );
}
