import { expect, type APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";

/**
 * A page's HTML as the server sends it, for checks of what a crawler, a link preview or a visitor
 * without JavaScript reads (head tags, prerendered text, structured data): no browser needed, so
 * no page to open per check.
 */
export async function servedHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const matches = (e: Element, tag: string, match: Record<string, string>) =>
    e.name === tag && Object.entries(match).every(([k, v]) => e.attribs[k] === v);
  /** Every element of `tag` whose attributes include all of `match`, inside `root`, in document order. */
  const all = (tag: string, match: Record<string, string> = {}, root: AnyNode = document) =>
    DomUtils.findAll((e) => matches(e, tag, match), [root]);
  /** The first element of `tag` whose attributes include all of `match` (like `locator.first()`). */
  const find = (tag: string, match: Record<string, string>) =>
    DomUtils.findOne((e) => matches(e, tag, match), [document]);
  /** An element's text with its white space collapsed, as `toHaveText` compares it. */
  const text = (node: AnyNode) => DomUtils.textContent(node).replace(/\s+/g, " ").trim();
  return {
    all,
    text,
    /** the document's title */
    title: () => text(find("title", {}) ?? document),
    /** the `content` of the first meta tag with these attributes, or null */
    meta: (match: Record<string, string>) => find("meta", match)?.attribs.content ?? null,
    /** the `href` of the first link with these attributes, or null */
    link: (match: Record<string, string>) => find("link", match)?.attribs.href ?? null,
    /** the pathnames every canonical link points to */
    canonicalPaths: () =>
      all("link", { rel: "canonical" }).map((l) => new URL(l.attribs.href ?? "").pathname),
    /** every JSON-LD block, parsed */
    jsonLd: () =>
      all("script", { type: "application/ld+json" }).map(
        (s) => JSON.parse(DomUtils.textContent(s)) as Record<string, unknown>,
      ),
  };
}
