import { describe, expect, it } from "vitest";
import { rssFeed } from "./feed";

describe("rssFeed", () => {
  it("writes RSS 2.0 with escaped text, permalinks and RFC 822 dates", () => {
    const xml = rssFeed({
      title: "Clinic blog",
      url: "https://clinic.example/blog",
      feedUrl: "https://clinic.example/blog/rss.xml",
      description: "Articles",
      items: [
        {
          title: "Dal & rice <tips>",
          url: "https://clinic.example/blog/dal-and-rice",
          description: 'Why "dal" matters\u0007',
          category: "Nutrition",
          author: "Dt. Meera",
          publishedAt: "2026-03-01T04:00:00.000Z",
        },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>Dal &amp; rice &lt;tips&gt;</title>");
    expect(xml).toContain(
      '<guid isPermaLink="true">https://clinic.example/blog/dal-and-rice</guid>',
    );
    expect(xml).toContain("<description>Why &quot;dal&quot; matters</description>");
    expect(xml).toContain("<pubDate>Sun, 01 Mar 2026 04:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Sun, 01 Mar 2026 04:00:00 GMT</lastBuildDate>");
    expect(xml).toContain(
      '<atom:link href="https://clinic.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
  });
});
