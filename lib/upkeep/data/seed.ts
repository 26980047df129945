import "server-only";
import { randomBytes } from "node:crypto";
import { DEMO_BLOGS, DEMO_OFFERS, demoAuthor } from "@/lib/content/demo";
import { Admin, Blog, Marker, SpecialOffer } from "@/models";
import { isBuilding } from "@/lib/server/build-phase";
import { serverEnv } from "@/lib/server/env";
import { hashPassword } from "@/lib/auth/passwords";

const DUPLICATE_KEY = 11000;
const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === DUPLICATE_KEY;

/**
 * Idempotent start-up seeding, safe with several app instances on one database: the admin's
 * username is unique and demo content is guarded by a marker document, so whoever inserts
 * second gets a duplicate-key error and does nothing.
 */
export async function ensureSeeded(env = serverEnv): Promise<void> {
  // A build only reads content for prerendered pages; the running app creates the admin (and,
  // on an embedded database, shows its password then, for the database it will actually use).
  if (!isBuilding()) await ensureAdmin(env);
  if (env.seedDemoContent) await ensureDemoContent();
}

async function ensureAdmin(env: typeof serverEnv): Promise<void> {
  if (await Admin.exists({})) return;
  let credentials = env.admin;
  let generated = false;
  if (!credentials) {
    if (!env.embedded) {
      console.warn(
        "[seed] No admin account exists. Set ADMIN_USERNAME and ADMIN_PASSWORD and restart to create one.",
      );
      return;
    }
    credentials = { username: "admin", password: randomBytes(12).toString("base64url") };
    generated = true;
  }
  try {
    await Admin.create({
      username: credentials.username,
      passwordHash: await hashPassword(credentials.password),
    });
  } catch (error) {
    if (isDuplicateKey(error)) return; // another instance created it first
    throw error;
  }
  if (generated) {
    console.info(
      `[seed] Created the admin account (ADMIN_USERNAME and ADMIN_PASSWORD are not set). Log in at ` +
        `/AdminLogin with username "${credentials.username}" and password ` +
        `"${credentials.password}" (shown once; it stays until you change it under Update Credentials).`,
    );
  } else {
    console.info(`[seed] Created the admin account "${credentials.username}" from ADMIN_USERNAME.`);
  }
}

async function ensureDemoContent(): Promise<void> {
  try {
    await Marker.create({ _id: "demo-content" });
  } catch (error) {
    if (isDuplicateKey(error)) return;
    throw error;
  }
  const author = demoAuthor();
  const publishAt = new Date();
  await Blog.insertMany(
    DEMO_BLOGS.map((blog) => ({ ...blog, author, status: "published", publishAt })),
  );
  await SpecialOffer.insertMany(DEMO_OFFERS.map((offer) => ({ ...offer })));
  console.info(
    `[seed] Added demo content: ${DEMO_BLOGS.length} blog posts, a promotion and a special offer.`,
  );
}
