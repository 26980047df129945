import MarkdownIt, { type Token } from "markdown-it";

/**
 * A post's words without Markdown: the /blog card's preview (spec: its first 100 characters),
 * the meta description when the owner gave none, the feed's summary, the reading time. Read from
 * the parser's tokens, so nothing is rendered and no HTML is involved. Paragraphs, headings and
 * list items each become a line.
 */
const parser = new MarkdownIt({ html: false, linkify: false, breaks: true });

function inlineText(tokens: Token[]): string {
  return tokens
    .map((t) => {
      if (t.type === "text" || t.type === "code_inline") return t.content;
      if (t.type === "softbreak" || t.type === "hardbreak") return "\n";
      if (t.type === "image") return inlineText(t.children ?? []);
      return "";
    })
    .join("");
}

export function markdownToText(markdown: string, { headings = true } = {}): string {
  const lines: string[] = [];
  let inHeading = false;
  for (const token of parser.parse(markdown, {})) {
    if (token.type === "heading_open" || token.type === "heading_close")
      inHeading = token.type === "heading_open";
    else if (token.type === "inline" && (headings || !inHeading))
      lines.push(inlineText(token.children ?? []));
    else if (token.type === "fence" || token.type === "code_block")
      lines.push(token.content.trimEnd());
  }
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** At most `max` characters of the text on one line, cut at a word with an ellipsis. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}
