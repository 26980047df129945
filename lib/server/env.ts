import "server-only";
import path from "node:path";
import { z } from "zod";
import { isBuilding } from "./build-phase";
import { optional, parseEnv, UPI_VPA_PATTERN } from "./config-parse";
import { dataDirSecret } from "./secret-file.mjs";

/** Server-only settings: database, secrets, the first admin, limits. Never sent to a browser. */
const bool = optional(z.enum(["true", "false", "1", "0"])).transform(
  (v) => v === "true" || v === "1",
);
const positiveInt = (fallback: number) =>
  optional(z.coerce.number().int().positive().max(1_000_000)).transform((v) => v ?? fallback);

export const serverEnvSchema = z
  .object({
    NODE_ENV: optional(z.enum(["development", "production", "test"])).transform(
      (v) => v ?? "development",
    ),
    MONGODB_URI: optional(
      z.string().regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://"),
    ),
    MONGOD_BINARY: optional(z.string().min(1)),
    DATA_DIR: optional(z.string().min(1)),
    JWT_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    ADMIN_USERNAME: optional(z.string().trim().min(3).max(100)),
    ADMIN_PASSWORD: optional(
      z
        .string()
        .min(10, "must be at least 10 characters")
        .refine(
          (v) => Buffer.byteLength(v, "utf8") <= 72,
          "must be at most 72 bytes (bcrypt ignores the rest)",
        ),
    ),
    SEED_DEMO_CONTENT: optional(z.enum(["true", "false", "1", "0"])),
    RATE_LIMIT_LOGIN_FAILURES: positiveInt(5),
    RATE_LIMIT_ACCOUNT_LOGIN_FAILURES: positiveInt(20),
    RATE_LIMIT_SUBMISSIONS_PER_MINUTE: positiveInt(20),
    RATE_LIMIT_VISITOR_MAIL_PER_HOUR: positiveInt(200),
    TRUST_PROXY: bool,
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
    MAIL_FROM: optional(z.string().trim().min(3).max(200)),
    OWNER_EMAIL: optional(z.email()),
    CRON_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    VAPID_PUBLIC_KEY: optional(
      z
        .string()
        .regex(/^B[A-Za-z0-9_-]{86}$/, "must be a P-256 public key, base64url (87 characters)"),
    ),
    VAPID_PRIVATE_KEY: optional(
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)"),
    ),
    BOOKING_SLOT_MINUTES: positiveInt(30),
    BOOKING_MIN_NOTICE_MINUTES: optional(z.coerce.number().int().min(0).max(100_000)).transform(
      (v) => v ?? 120,
    ),
    BOOKING_HORIZON_DAYS: positiveInt(60),
    FORM_MIN_SECONDS: optional(z.coerce.number().min(0).max(600)).transform((v) => v ?? 3),
    RETENTION_MONTHS: optional(z.coerce.number().int().min(1).max(120)).transform((v) => v ?? 24),
    MAIL_BODY_DAYS: optional(z.coerce.number().int().min(1).max(3650)).transform((v) => v ?? 30),
    RENEWAL_REMINDER_DAYS: optional(z.coerce.number().int().min(1).max(60)).transform(
      (v) => v ?? 7,
    ),
    /** VITEST ONLY (lib/auth/passwords.ts): read when NODE_ENV is "test", ignored otherwise */
    TEST_BCRYPT_COST: optional(z.coerce.number().int().min(4).max(12)),
    /** TESTS ONLY (lib/push/push-services.ts): never set on a real server */
    PUSH_TEST_HOSTS: optional(z.string().trim()).transform((v) =>
      (v ?? "")
        .split(",")
        .map((host) => host.trim())
        .filter(Boolean),
    ),
    BACKUP_DIR: optional(z.string().min(1)),
    BACKUP_PASSPHRASE: optional(z.string().min(12, "must be at least 12 characters")),
    BACKUP_KEEP_DAILY: optional(z.coerce.number().int().min(1).max(366)).transform((v) => v ?? 7),
    BACKUP_KEEP_MONTHLY: optional(z.coerce.number().int().min(0).max(240)).transform(
      (v) => v ?? 12,
    ),
    BACKUP_COPY_TO: optional(
      z
        .string()
        .trim()
        .refine(
          (v) => path.isAbsolute(v) || /^rclone:.+/.test(v),
          "must be an absolute folder path or rclone:<remote>:<path>",
        ),
    ),
    UPI_VPA: optional(
      z
        .string()
        .trim()
        .regex(UPI_VPA_PATTERN, "must be a UPI id like name@bank (letters, digits, . - _)"),
    ),
    UPI_PAYEE_NAME: optional(
      z
        .string()
        .trim()
        .min(1)
        .max(50, "must be at most 50 characters")
        .refine((v) => !/[\p{Cc}]/u.test(v), "must be a single line"),
    ),
  })
  .superRefine((e, ctx) => {
    if (e.MONGODB_URI && !e.JWT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "is required when MONGODB_URI is set (at least 32 characters)",
      });
    }
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [e.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together",
      });
    }
    if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [e.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD are set together",
      });
    }
  });

export function parseServerEnv(env: Record<string, string | undefined>) {
  const e = parseEnv(serverEnvSchema, env, "server");
  const embedded = !e.MONGODB_URI;
  const dataDir = path.resolve(e.DATA_DIR ?? "data");
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    mongodbUri: e.MONGODB_URI,
    mongodBinary: e.MONGOD_BINARY,
    /** true when the app runs its own database, saved in `dataDir` */
    embedded,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemoContent: e.SEED_DEMO_CONTENT
      ? e.SEED_DEMO_CONTENT === "true" || e.SEED_DEMO_CONTENT === "1"
      : embedded,
    rateLimits: {
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      accountLoginFailures: e.RATE_LIMIT_ACCOUNT_LOGIN_FAILURES,
      submissionsPerMinute: e.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
      /** emails to addresses typed into public forms, for the whole site; the rest wait an hour */
      visitorMailPerHour: e.RATE_LIMIT_VISITOR_MAIL_PER_HOUR,
    },
    trustProxy: e.TRUST_PROXY,
    mail: {
      /** unset: nothing is sent, messages are written to the log */
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      /** where owner notifications go; defaults to the site's contact email */
      ownerEmail: e.OWNER_EMAIL,
    },
    cronSecret: e.CRON_SECRET,
    /**
     * The Web Push key pair of the owner's alerts (lib/push). Unset: embedded mode makes one and
     * keeps it in the data directory; with MONGODB_URI the alerts are off.
     */
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    booking: {
      slotMinutes: e.BOOKING_SLOT_MINUTES,
      minNoticeMinutes: e.BOOKING_MIN_NOTICE_MINUTES,
      horizonDays: e.BOOKING_HORIZON_DAYS,
    },
    /** a public form sent faster than this after it was shown is treated as spam */
    formMinSeconds: e.FORM_MIN_SECONDS,
    /**
     * Submissions and their mail are deleted this many months after they were made (the privacy
     * policy states it, so it must be the same at build and at run time, like SITE_URL).
     */
    retentionMonths: e.RETENTION_MONTHS,
    /** the text of a sent email is dropped this many days after sending; who, what and when stay */
    mailBodyDays: e.MAIL_BODY_DAYS,
    /** a programme's renewal reminder goes this many days before its last day */
    renewalReminderDays: e.RENEWAL_REMINDER_DAYS,
    /**
     * Where owner alerts may go (lib/push/push-services.ts): the browsers' push services, plus
     * PUSH_TEST_HOSTS, which only the tests set (their own receivers on 127.0.0.1).
     */
    pushEndpoints: { testHosts: e.PUSH_TEST_HOSTS, production: e.NODE_ENV === "production" },
    /**
     * bcrypt's cost for the admin's password: 12, except under Vitest (NODE_ENV "test"), where
     * TEST_BCRYPT_COST may lower it (test/setup.ts): no server, production or development, takes it.
     */
    bcryptCost: e.NODE_ENV === "test" && e.TEST_BCRYPT_COST ? e.TEST_BCRYPT_COST : 12,
    /** the nightly backup (lib/backup/data/scheduled-backup.ts) */
    backup: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, "backups")),
      /** unset: the files are not encrypted (the admin says so) */
      passphrase: e.BACKUP_PASSPHRASE,
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepMonthly: e.BACKUP_KEEP_MONTHLY,
      /** a mounted folder (absolute path) or `rclone:<remote>:<path>`; unset: no second copy */
      copyTo: e.BACKUP_COPY_TO,
    },
    /** UPI payment of plan requests; unset: no payment step anywhere (payee default: the brand) */
    upi: e.UPI_VPA ? { vpa: e.UPI_VPA, payeeName: e.UPI_PAYEE_NAME } : undefined,
  } as const;
}

/**
 * Embedded mode keeps its secret in the data directory (scripts/start.mjs reads it there before
 * Next starts, for the Edge middleware, which reads process.env). A build reads it, never makes it.
 */
function embeddedSecret(dataDir: string): string {
  const secret = dataDirSecret(dataDir, { create: !isBuilding() });
  process.env.JWT_SECRET = secret;
  return secret;
}

export type ServerEnv = ReturnType<typeof parseServerEnv>;

const cache = globalThis as typeof globalThis & { __serverEnv?: ServerEnv };
/** Parsed once per process; the generated JWT secret must stay the same across hot reloads. */
export const serverEnv: ServerEnv = (cache.__serverEnv ??= parseServerEnv(process.env));
