import { expect, type APIRequestContext } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";

/**
 * A page's HTML as the server sends it, for checks of what a crawler or a link preview reads
 * (meta tags, links): no browser needed, so no page to open per check.
 */
export async function servedHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parseDocument(await response.text());
  const elements = DomUtils.getElementsByTagName("*", document);
  /** The first element of `tag` whose attributes include all of `match` (like `locator.first()`). */
  const find = (tag: string, match: Record<string, string>) =>
    elements.find(
      (e) => e.name === tag && Object.entries(match).every(([k, v]) => e.attribs[k] === v),
    );
  return {
    /** the `content` of the first meta tag with these attributes, or null */
    meta: (match: Record<string, string>) => find("meta", match)?.attribs.content ?? null,
    /** the `href` of the first link with these attributes, or null */
    link: (match: Record<string, string>) => find("link", match)?.attribs.href ?? null,
  };
}
