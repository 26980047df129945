import "server-only";

/**
 * The HTML part of every email, made from its plain text at delivery (lib/mail/delivery.ts): the
 * templates write text only, and this one renderer turns it into a phone-friendly document with
 * the practice's name and colours. Nothing is written by hand per kind of mail, so the HTML says
 * exactly what the text says (and, for visitor mail, nothing more of the visitor's words).
 *
 * The text's blocks (separated by a blank line) become paragraphs, its lines line breaks. A line
 * "Label: https://…" becomes a button whose text is the label, when the link is ours: any such
 * line of visitor mail (whose every word is ours), and links into the site in the owner's mail
 * (whose fields carry what visitors typed). Any other URL is a plain link. Everything is
 * HTML-escaped; only http(s) URLs become links. Inline styles and table layout, as email
 * clients need (many drop <style> and ignore CSS layout).
 */

/** The site's theme (app/globals.css's `@theme`; html-email.test.ts keeps them equal). */
export const EMAIL_COLOURS = {
  /** --color-brand-50: the page around the message */
  page: "#effaf3",
  /** --color-brand-700: the header and the buttons (white text on it: 7:1) */
  brand: "#166242",
  /** --color-brand-800: links */
  link: "#144e36",
  /** --color-accent-500: the header's underline */
  accent: "#f59e0b",
  /** Tailwind's slate-800, the site's body text */
  text: "#1e293b",
} as const;

const FONT =
  "system-ui, ui-sans-serif, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif";

export type HtmlEmailOptions = {
  /** the practice's name, in the header */
  brand: string;
  /** the site's address: links into it are ours */
  siteUrl: string;
  /** "visitor": every "Label: URL" line is a button; "owner": only those into the site */
  audience: "owner" | "visitor";
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A URL in running text, without the punctuation that ends its sentence. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'’]+$/;

/** "Label: https://…" with nothing after the URL. */
const LABELLED_LINK = /^(\S.*?):\s+(https?:\/\/\S+)$/;

function splitUrl(found: string): { url: string; rest: string } {
  const trailing = TRAILING.exec(found)?.[0] ?? "";
  let url = found.slice(0, found.length - trailing.length);
  let rest = trailing;
  // a closing parenthesis belongs to the URL only when the URL opened one
  if (rest.startsWith(")") && url.includes("(")) {
    url += ")";
    rest = rest.slice(1);
  }
  return { url, rest };
}

const link = (url: string, text: string) =>
  `<a href="${escapeHtml(url)}" style="color:${EMAIL_COLOURS.link};text-decoration:underline">${escapeHtml(text)}</a>`;

/** One line of text, escaped, with its URLs as links and its leading spaces kept. */
function inline(line: string): string {
  let html = "";
  let at = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const { url, rest } = splitUrl(match[0]);
    html += escapeHtml(line.slice(at, match.index)) + link(url, url) + escapeHtml(rest);
    at = match.index + match[0].length;
  }
  html += escapeHtml(line.slice(at));
  return html.replace(/^ +/, (spaces) => "&nbsp;".repeat(spaces.length));
}

function button(url: string, label: string): string {
  const colour = EMAIL_COLOURS.brand;
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 16px">` +
    `<tr><td style="border-radius:8px;background-color:${colour}">` +
    `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border:1px solid ${colour};border-radius:8px;background-color:${colour};color:#ffffff;font-family:${FONT};font-size:16px;font-weight:bold;line-height:1.4;text-decoration:none">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

const paragraph = (lines: string[]) =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:${EMAIL_COLOURS.text}">${lines.map(inline).join("<br>")}</p>`;

/** A block of the text: its plain lines as paragraphs, each of its link lines a button. */
function block(lines: string[], isOurs: (url: string) => boolean): string {
  let html = "";
  let pending: string[] = [];
  const flush = () => {
    if (pending.length) html += paragraph(pending);
    pending = [];
  };
  for (const line of lines) {
    const labelled = LABELLED_LINK.exec(line);
    if (labelled && isOurs(labelled[2]!)) {
      flush();
      html += button(labelled[2]!, labelled[1]!);
    } else pending.push(line);
  }
  flush();
  return html;
}

/** The whole HTML document of a message whose plain text is `text`. */
export function htmlEmail(
  mail: { subject: string; text: string },
  options: HtmlEmailOptions,
): string {
  const site = `${options.siteUrl.replace(/\/+$/, "")}/`;
  const isOurs = (url: string) => options.audience === "visitor" || url.startsWith(site);
  const body = mail.text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0)
    .map((lines) => block(lines, isOurs))
    .join("\n");
  const { page, brand, accent } = EMAIL_COLOURS;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(mail.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${page}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${page}">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:12px">
<tr><td style="padding:20px 24px;background-color:${brand};border-bottom:4px solid ${accent};border-radius:12px 12px 0 0">
<h1 style="margin:0;font-family:${FONT};font-size:22px;font-weight:bold;line-height:1.3;color:#ffffff">${escapeHtml(options.brand)}</h1>
</td></tr>
<tr><td style="padding:24px 24px 8px">
${body}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
