import { describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { loginSchema, updateCredentialsSchema } from "../auth/credentials-schema";
import { appointmentSchema } from "../booking/appointment-schema";
import { blogSchema } from "../publishing/blog-schema";
import { closedDateSchema } from "../booking/closed-date-schema";
import { contactSchema } from "../messages/contact-schema";
import { planRequestSchema } from "../submissions/plan-request-schema";
import { specialOfferSchema } from "../publishing/special-offer-schema";

/** A date the forms accept: a few weeks ahead (lib/forms/date-bounds.ts). */
const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

const valid = {
  contact: { name: "Asha", email: "asha@example.com", subject: "Hello", message: "Hi" },
  appointment: {
    name: "Asha",
    email: "asha@example.com",
    phone: "+91 98100 12345",
    disease: "Thyroid",
    date: soon,
  },
  plan: {
    name: "Asha",
    email: "asha@example.com",
    phone: "+91 98100 12345",
    plan: "Basic Plan",
    duration: "1 Month",
  },
  blog: { title: "Eat well", content: "Text", author: "Meera", category: "Diet" },
  offer: { type: "promotion", text: "10% off" },
  login: { username: "owner", password: "secret-password" },
  credentials: {
    currentUsername: "owner",
    currentPassword: "secret-password",
    newUsername: "owner2",
  },
  closedDate: { date: soon, reason: "Holiday" },
};

/** Every field a single line of text, with the label its message names. */
const singleLineFields: [string, string, ZodType, Record<string, unknown>, string][] = [
  ["contact", "name", contactSchema, valid.contact, "Name"],
  ["contact", "subject", contactSchema, valid.contact, "Subject"],
  ["appointment", "name", appointmentSchema, valid.appointment, "Name"],
  ["appointment", "phone", appointmentSchema, valid.appointment, "Phone"],
  ["plan request", "name", planRequestSchema, valid.plan, "Name"],
  ["plan request", "phone", planRequestSchema, valid.plan, "Phone"],
  ["blog", "title", blogSchema, valid.blog, "Title"],
  ["blog", "author", blogSchema, valid.blog, "Author"],
  ["blog", "category", blogSchema, valid.blog, "Category"],
  ["special offer", "text", specialOfferSchema, valid.offer, "Text"],
  ["login", "username", loginSchema, valid.login, "Username"],
  ["credentials", "currentUsername", updateCredentialsSchema, valid.credentials, "Username"],
  ["credentials", "newUsername", updateCredentialsSchema, valid.credentials, "Username"],
  ["closed date", "reason", closedDateSchema, valid.closedDate, "Reason"],
];

const messagesFor = (schema: ZodType, value: unknown, field: string) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return (z.flattenError(parsed.error).fieldErrors as Record<string, string[]>)[field] ?? [];
};

describe("single-line fields", () => {
  it.each(singleLineFields)("%s %s accepts one line", (_, __, schema, base) => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it.each(singleLineFields)(
    "%s %s refuses CR, LF and other control characters",
    (_, field, schema, base, label) => {
      const message = `${label} must be a single line without control characters`;
      for (const bad of [
        "98100\r\nBcc: x@evil.example",
        "98100\nX",
        "98100\rX",
        "98100\u0000",
        "98\t100",
        "98100\u001b[2J",
        "98100\u0085X",
        "98100\u2028X",
      ]) {
        const messages = messagesFor(schema, { ...base, [field]: bad }, field);
        expect(messages[0], JSON.stringify(bad)).toBe(message);
      }
    },
  );

  it("still trims surrounding whitespace, a trailing newline included", () => {
    expect(contactSchema.parse({ ...valid.contact, name: "  Asha\r\n" }).name).toBe("Asha");
  });

  it("refuses a line break in an email address", () => {
    expect(
      messagesFor(
        contactSchema,
        { ...valid.contact, email: "asha@example.com\r\nBcc: x@evil.example" },
        "email",
      ),
    ).not.toEqual([]);
  });
});

describe("multi-line fields", () => {
  const multiLineFields: [string, string, ZodType, Record<string, unknown>][] = [
    ["contact", "message", contactSchema, valid.contact],
    ["appointment", "disease", appointmentSchema, valid.appointment],
    ["blog", "content", blogSchema, valid.blog],
  ];

  it.each(multiLineFields)(
    "%s %s keeps its lines as LF and tabs, and drops other control characters",
    (_, field, schema, base) => {
      const parsed = schema.parse({ ...base, [field]: "a\r\nb\u0000c\rd\u2029e\tf\u007f\u009b" });
      expect((parsed as Record<string, string>)[field]).toBe("a\nbc\nd\ne\tf");
    },
  );

  it("counts a message of control characters alone as empty", () => {
    expect(
      messagesFor(contactSchema, { ...valid.contact, message: "\u0000\u0007" }, "message"),
    ).toEqual(["Message is required"]);
  });
});
