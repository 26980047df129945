/** An RSS 2.0 document of the newest posts (the route in app/(site)/blog/rss.xml serves it). */

export type FeedItem = {
  title: string;
  url: string;
  description: string;
  category: string;
  author: string;
  publishedAt: string;
};

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    // characters XML 1.0 does not allow at all
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "");

const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

export function rssFeed(channel: {
  title: string;
  url: string;
  feedUrl: string;
  description: string;
  items: readonly FeedItem[];
}): string {
  const newest = channel.items[0]?.publishedAt;
  const items = channel.items.map((item) =>
    [
      "<item>",
      tag("title", item.title),
      tag("link", item.url),
      `<guid isPermaLink="true">${escapeXml(item.url)}</guid>`,
      tag("description", item.description),
      tag("category", item.category),
      tag("dc:creator", item.author),
      tag("pubDate", new Date(item.publishedAt).toUTCString()),
      "</item>",
    ].join(""),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    tag("title", channel.title),
    tag("link", channel.url),
    tag("description", channel.description),
    "<language>en-IN</language>",
    `<atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? tag("lastBuildDate", new Date(newest).toUTCString()) : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
