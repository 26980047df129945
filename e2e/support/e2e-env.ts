/**
 * Fixed server settings for the e2e run. A known JWT secret lets the guard tests forge
 * expired tokens; TRUST_PROXY lets helpers spread their submissions over X-Forwarded-For
 * addresses so seeding 50+ rows does not meet the per-IP submission limit.
 */
export const E2E_JWT_SECRET = "e2e-only-jwt-secret-0123456789-abcdefghijklmnop";
export const ADMIN_STORAGE_STATE = "test-results/.auth/admin.json";

/** Lets the booking spec run the reminder pass through POST /api/cron/reminders. */
export const E2E_CRON_SECRET = "e2e-only-cron-secret-0123456789";

/** Ports of the mail sink that receives the app's emails, derived from the app's port. */
export const mailSinkPorts = (appPort: number) => ({ smtp: appPort + 1100, http: appPort + 1101 });
