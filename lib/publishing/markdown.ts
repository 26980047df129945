import "server-only";
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * A post's Markdown as HTML, on the server only (the page and the admin preview; no Markdown code
 * reaches a browser). Two layers: markdown-it with `html: false` writes any HTML in the text as
 * text and refuses unsafe link protocols, then sanitize-html keeps only the elements and
 * attributes listed here, so whatever the parser might let through, nothing can run.
 *
 * The page's title is its h1, so the post's highest heading is an h2 (whether written `#` or `##`).
 * Images must be ours (a path on this site, e.g. /api/media/<id>): the Content-Security-Policy
 * blocks any other, so an outside image shows as its alt text. Links to other sites open in a
 * new tab with rel="noopener noreferrer".
 */

const LINK_PROTOCOL = /^(https?|mailto|tel):/i;
const HAS_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i;
const OWN_PATH = /^\/(?!\/)/;

const parser = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });
// Only web, mail and phone links, and paths on this site; no javascript:, data:, vbscript: ...
parser.validateLink = (url) => {
  const trimmed = url.trim();
  return !HAS_PROTOCOL.test(trimmed) || LINK_PROTOCOL.test(trimmed);
};

// The post's highest heading becomes h2 ("## Why" and "# Why" alike), the others keep their steps.
parser.core.ruler.push("post_headings_from_h2", (state) => {
  const headings = state.tokens.filter(
    (t) => t.type === "heading_open" || t.type === "heading_close",
  );
  const top = Math.min(...headings.map((t) => Number(t.tag.slice(1))));
  for (const token of headings) token.tag = `h${Math.min(Number(token.tag.slice(1)) - top + 2, 6)}`;
});

const renderImage = parser.renderer.rules.image!;
parser.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  if (!OWN_PATH.test(String(token.attrGet("src") ?? ""))) return parser.utils.escapeHtml(alt);
  token.attrSet("loading", "lazy");
  token.attrSet("decoding", "async");
  return renderImage(tokens, index, options, env, self);
};

const renderLinkOpen =
  parser.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
parser.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (/^(https?:)?\/\//i.test(String(token.attrGet("href") ?? ""))) {
    token.attrSet("target", "_blank");
    token.attrSet("rel", "noopener noreferrer");
  }
  return renderLinkOpen(tokens, index, options, env, self);
};

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["ul", "ol", "li", "a", "em", "strong", "s", "img"],
    ...["table", "thead", "tbody", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "loading", "decoding"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // an image whose src was refused would be an <img> without one
  exclusiveFilter: (frame) => frame.tag === "img" && !OWN_PATH.test(frame.attribs.src ?? ""),
};

/** The post's Markdown as safe HTML for the article body. */
export function renderMarkdown(markdown: string): string {
  return sanitizeHtml(parser.render(markdown), ALLOWED);
}
