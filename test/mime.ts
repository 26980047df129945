import { Parser } from "htmlparser2";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";

/**
 * Reading the mail the app sends with a real MIME parser (mailparser, nodemailer's own): tests
 * see a message as a mail client does. The SMTP receivers parse each message on arrival
 * (test/smtp.ts, e2e/support/mail.ts), so the helpers below are plain functions of the result.
 */
export type { ParsedMail };

export const parseMail = (raw: string): Promise<ParsedMail> =>
  simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });

export const subjectOf = (mail: ParsedMail) => mail.subject ?? "";

/** The text/plain part. */
export const textOf = (mail: ParsedMail) => mail.text ?? "";

/** The text/html part ("" when there is none). */
export const htmlOf = (mail: ParsedMail) => (typeof mail.html === "string" ? mail.html : "");

/** The first attachment of a MIME type ("text/calendar"), its content decoded as UTF-8. */
export function attachmentOfType(mail: ParsedMail, type: string) {
  const found = mail.attachments.find((a) => a.contentType.toLowerCase().startsWith(type));
  return found && { ...found, body: found.content.toString("utf8") };
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ""),
  );

/** The addresses of To and Reply-To. */
export const toOf = (mail: ParsedMail) => addresses(mail.to);
export const replyToOf = (mail: ParsedMail) => addresses(mail.replyTo);

/** Everything a reader can see of a message: subject, text, HTML and every attachment. */
export const everythingOf = (mail: ParsedMail) =>
  [
    subjectOf(mail),
    textOf(mail),
    htmlOf(mail),
    ...mail.attachments.map((a) => a.content.toString("utf8")),
  ].join("\n");

/** A link of an HTML part: its href, its text, and whether it is drawn as a button. */
export type HtmlLink = { href: string; text: string; button: boolean };

/**
 * The links of an HTML part, read with an HTML parser (htmlparser2, entities decoded). A link is
 * a button when it sits in a cell with a background colour (the email renderer's buttons,
 * lib/mail/html-email.ts).
 */
export function linksOf(html: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  const open: { tag: string; background: boolean }[] = [];
  let current: HtmlLink | undefined;
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const background = /background-color:/i.test(attributes.style ?? "");
        open.push({ tag, background });
        if (tag === "a" && attributes.href !== undefined)
          current = {
            href: attributes.href,
            text: "",
            button: open.some((o) => o.tag === "td" && o.background),
          };
      },
      ontext(text) {
        if (current) current.text += text;
      },
      onclosetag(tag) {
        open.pop();
        if (tag === "a" && current) {
          links.push({ ...current, text: current.text.trim() });
          current = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** The visible text of an HTML part (tags dropped, entities decoded, spaces collapsed). */
export function htmlText(html: string): string {
  let text = "";
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(tag) {
        if (tag === "title" || tag === "style" || tag === "script") skipping++;
        if (tag === "br" || tag === "p" || tag === "td") text += "\n";
      },
      ontext(chunk) {
        if (!skipping) text += chunk;
      },
      onclosetag(tag) {
        if (tag === "title" || tag === "style" || tag === "script") skipping--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n[\n ]*/g, "\n")
    .trim();
}

/** A MIME entity's content type and, for a multipart one, its parts. */
export type MimeNode = { type: string; parts: MimeNode[] };

/**
 * The tree of a message's content types ("multipart/mixed" > "multipart/alternative" > ...).
 * mailparser reads each entity's headers; a multipart body is cut at the boundary its parsed
 * Content-Type names.
 */
export async function mimeTree(raw: string): Promise<MimeNode> {
  const header = (await parseMail(raw)).headers.get("content-type") as
    { value: string; params: Record<string, string> } | undefined;
  const type = header?.value.toLowerCase() ?? "text/plain";
  const boundary = header?.params.boundary;
  if (!type.startsWith("multipart/") || !boundary) return { type, parts: [] };
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const chunks = body.split(`--${boundary}`).slice(1, -1);
  return { type, parts: await Promise.all(chunks.map((c) => mimeTree(c.replace(/^\r?\n/, "")))) };
}
