import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";
import { excerpt, markdownToText, readingMinutes } from "./post-text";

describe("renderMarkdown", () => {
  it("renders headings from h2, lists, links, emphasis, quotes and our own images", () => {
    const html = renderMarkdown(
      [
        "# Why millets",
        "Some **bold** and _soft_ words, a [recipe](/blog/ragi-dosa) and [a study](https://example.org/study).",
        "",
        "## Start small",
        "- ragi",
        "- jowar",
        "",
        "1. soak",
        "2. cook",
        "",
        "> Eat well.",
        "",
        "![Ragi dosa on a plate](/api/media/0123456789abcdef01234567)",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Why millets</h2>");
    expect(html).toContain("<h3>Start small</h3>");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>soft</em>");
    expect(html).toContain('<a href="/blog/ragi-dosa">recipe</a>');
    expect(html).toContain(
      '<a href="https://example.org/study" target="_blank" rel="noopener noreferrer">a study</a>',
    );
    expect(html).toMatch(/<ul>\s*<li>ragi<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>soak<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>Eat well.<\/p>/);
    expect(html).toContain(
      '<img src="/api/media/0123456789abcdef01234567" alt="Ragi dosa on a plate" loading="lazy" decoding="async" />',
    );
  });

  it("makes the highest heading an h2 whichever level it was written at", () => {
    expect(renderMarkdown("## Why\n\n### How\n\n###### Deep")).toBe(
      "<h2>Why</h2>\n<h3>How</h3>\n<h6>Deep</h6>\n",
    );
    expect(renderMarkdown("# Why\n\n## How")).toBe("<h2>Why</h2>\n<h3>How</h3>\n");
  });

  it("shows an image from another site as its alt text (the CSP would block it)", () => {
    const html = renderMarkdown(
      "![A tracker](https://evil.example/pixel.gif) and ![x](//evil.example/a.png)",
    );
    expect(html).not.toContain("<img");
    expect(html).toContain("A tracker");
  });

  // Each payload must come out without an element, attribute or URL that can run script.
  const XSS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '<a href="javascript:alert(1)">x</a>',
    "<svg onload=alert(1)>",
    "<iframe src=javascript:alert(1)></iframe>",
    '<div style="background:url(javascript:alert(1))">x</div>',
    "<details open ontoggle=alert(1)>",
    "[click](javascript:alert(1))",
    "[click](JaVaScRiPt:alert(1))",
    "[click]( javascript:alert(1) )",
    "[click](&#106;avascript:alert(1))",
    "[click](&#x6A;&#x61;vascript:alert(1))",
    "[click](java&#x09;script:alert(1))",
    "[click](%6Aavascript:alert(1))",
    "[click](vbscript:msgbox(1))",
    "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[click](file:///etc/passwd)",
    "![x](javascript:alert(1))",
    "![x](data:image/png;base64,iVBORw0KGgo=)",
    '![x" onerror="alert(1)](/api/media/0123456789abcdef01234567)',
    '[x](/ok "title\\" onmouseover=\\"alert(1)")',
    '[x](/ok "<script>alert(1)</script>")',
    '<https://example.org/"onmouseover="alert(1)>',
    "<javascript:alert(1)>",
    "```html\n<script>alert(1)</script>\n```",
    "<!-- <script>alert(1)</script> -->",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "<scr<script>ipt>alert(1)</script>",
    "[a]: javascript:alert(1)\n\n[click][a]",
  ];

  const TAGS = new Set(["h2", "h3", "p", "a", "img", "code", "pre", "br", "em", "strong"]);
  const ATTRIBUTES = new Set([
    "href",
    "src",
    "alt",
    "title",
    "target",
    "rel",
    "loading",
    "decoding",
  ]);
  const decode = (value: string) =>
    value
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");

  // Every element and attribute that comes out is read as a browser would: only the allowed ones,
  // and every URL, resolved against the page, is a web, mail or phone address (images: ours).
  it.each(XSS)("renders %j inert", (payload) => {
    const html = renderMarkdown(payload);
    const tags = [...html.matchAll(/<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)];
    expect(html.split("<").length - 1, html).toBe(tags.length); // no other markup
    for (const [, , tag, attributes] of tags) {
      expect(TAGS, html).toContain(tag);
      for (const [, name, value] of attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)) {
        expect(ATTRIBUTES, html).toContain(name);
        if (name !== "href" && name !== "src") continue;
        const url = new URL(decode(value!), "https://clinic.example/blog/post");
        expect(["https:", "http:", "mailto:", "tel:"], html).toContain(url.protocol);
        if (name === "src") expect(url.origin).toBe("https://clinic.example");
      }
    }
  });

  it("shows raw HTML as text rather than dropping the owner's words", () => {
    expect(renderMarkdown("Use <b>less</b> oil")).toBe("<p>Use &lt;b&gt;less&lt;/b&gt; oil</p>\n");
  });
});

describe("markdownToText, excerpt, readingMinutes", () => {
  const markdown =
    "# Why millets\n\nSome **bold** words and a [link](/x).\n\n- ragi\n- jowar\n\n![Ragi dosa](/api/media/1)";

  it("keeps the words, one block a line, without markup", () => {
    expect(markdownToText(markdown)).toBe(
      "Why millets\nSome bold words and a link.\nragi\njowar\nRagi dosa",
    );
    expect(markdownToText("Plain text\nwith a line break")).toBe("Plain text\nwith a line break");
    expect(markdownToText(markdown, { headings: false })).toMatch(/^Some bold words/);
  });

  it("cuts an excerpt at a word", () => {
    expect(excerpt("short")).toBe("short");
    const cut = excerpt("word ".repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });

  it("counts about 200 words a minute, at least one", () => {
    expect(readingMinutes("one two")).toBe(1);
    expect(readingMinutes("word ".repeat(1000))).toBe(5);
  });
});
