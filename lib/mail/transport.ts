import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { serverEnv } from "@/lib/server/env";

export type OutgoingMail = {
  to: string;
  /** where a reply goes when it is not the sender: the client an owner notification is about */
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/**
 * What goes out: the message with its HTML part, which only the outbox's delivery makes from
 * the text (`htmlEmail`, lib/mail/html-email.ts); templates never write HTML.
 */
export type DeliveredMail = OutgoingMail & { html: string };

export type Mailer = {
  send: (mail: DeliveredMail, from: string) => Promise<void>;
  kind: "smtp" | "log";
};

const globalCache = globalThis as typeof globalThis & {
  __mailer?: { url: string | undefined; mailer: Mailer };
};

/** SMTP when SMTP_URL is set; otherwise a mailer that writes each message to the log. */
export function getMailer(smtpUrl: string | undefined = serverEnv.mail.smtpUrl): Mailer {
  const cached = globalCache.__mailer;
  if (cached && cached.url === smtpUrl) return cached.mailer;
  const mailer = smtpUrl ? smtpMailer(smtpTransport(smtpUrl)) : logMailer;
  globalCache.__mailer = { url: smtpUrl, mailer };
  return mailer;
}

function smtpTransport(url: string): Transporter {
  const parsed = new URL(url);
  return nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === "smtps:" ? 465 : 587),
    secure: parsed.protocol === "smtps:",
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // A local relay without TLS is allowed (ignoreTLS=true in the URL's query); otherwise STARTTLS is used when offered.
    ignoreTLS: parsed.searchParams.get("ignoreTLS") === "true",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

const smtpMailer = (transport: Transporter): Mailer => ({
  kind: "smtp",
  send: async (mail, from) => {
    await transport.sendMail({ from, ...mail });
  },
});

const logMailer: Mailer = {
  kind: "log",
  send: async (mail) => {
    const attachments = mail.attachments?.map((a) => a.filename).join(", ");
    console.info(
      `[mail] (no SMTP_URL, not sent) to=${mail.to}${mail.replyTo ? ` reply-to=${mail.replyTo}` : ""} subject="${mail.subject}"${attachments ? ` attachments=${attachments}` : ""}\n${mail.text}`,
    );
  },
};
