import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlText, linksOf } from "@/test/mime";
import { EMAIL_COLOURS, htmlEmail } from "./html-email";

const site = "https://clinic.example";
const render = (text: string, audience: "owner" | "visitor" = "visitor", subject = "Hello") =>
  htmlEmail({ subject, text }, { brand: "Poshan Diet Clinic", siteUrl: site, audience });

describe("the HTML part of an email", () => {
  it("uses the site's theme colours", () => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const theme = (name: string) => new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`).exec(css)?.[1];
    expect(EMAIL_COLOURS.page).toBe(theme("brand-50"));
    expect(EMAIL_COLOURS.brand).toBe(theme("brand-700"));
    expect(EMAIL_COLOURS.link).toBe(theme("brand-800"));
    expect(EMAIL_COLOURS.accent).toBe(theme("accent-500"));
  });

  it("names the brand in its header and keeps the text's paragraphs and lines", () => {
    const html = render("Hello,\n\nFirst line.\nSecond line.\n\n\nLast.");
    expect(html).toContain(
      "<h1 style=\"margin:0;font-family:system-ui, ui-sans-serif, 'Segoe UI', Roboto",
    );
    expect(htmlText(html)).toBe("Poshan Diet Clinic\nHello,\nFirst line.\nSecond line.\nLast.");
    expect(html.match(/<p /g)).toHaveLength(3);
    expect(html).toContain("First line.<br>Second line.");
  });

  it("escapes everything: markup, quotes and ampersands in the text, the subject and the links", () => {
    const hostile = `<script>alert("x")</script> & 'q' <img src=x onerror=alert(1)>`;
    const html = render(
      `Name: ${hostile}\nPay: ${site}/pay?ref=a&b="c"`,
      "owner",
      `New message: ${hostile}`,
    );
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html).toContain(`<title>New message: &lt;script&gt;`);
    expect(htmlText(html)).toContain(`Name: ${hostile}`);
    expect(linksOf(html)).toEqual([{ href: `${site}/pay?ref=a&b="c"`, text: "Pay", button: true }]);
  });

  it("draws each 'Label: URL' line of visitor mail as a button named by its label", () => {
    const html = render(
      "Hello,\n\nNeed another time? Reschedule: https://clinic.example/appointment/reschedule?token=t\nJoin at the time of your appointment: https://meet.example/room",
    );
    expect(linksOf(html)).toEqual([
      {
        href: "https://clinic.example/appointment/reschedule?token=t",
        text: "Need another time? Reschedule",
        button: true,
      },
      {
        href: "https://meet.example/room",
        text: "Join at the time of your appointment",
        button: true,
      },
    ]);
  });

  it("makes buttons in the owner's mail only of links into the site; others are plain links", () => {
    const html = render(
      "Message: see https://spam.example/win\nWebsite: https://spam.example/\nCheck it: https://clinic.example/admin-plan/1",
      "owner",
    );
    expect(linksOf(html)).toEqual([
      { href: "https://spam.example/win", text: "https://spam.example/win", button: false },
      { href: "https://spam.example/", text: "https://spam.example/", button: false },
      { href: "https://clinic.example/admin-plan/1", text: "Check it", button: true },
    ]);
    // a site that only starts like ours is not ours
    expect(linksOf(render("Go: https://clinic.example.evil/x", "owner"))[0]?.button).toBe(false);
  });

  it("links URLs in running text without the punctuation that ends the sentence", () => {
    const html = render(
      "Change it under Update Credentials (https://clinic.example/admin-updateCredentials). Or see https://clinic.example/x, https://en.example/wiki/A_(b).",
    );
    expect(linksOf(html).map((l) => l.href)).toEqual([
      "https://clinic.example/admin-updateCredentials",
      "https://clinic.example/x",
      "https://en.example/wiki/A_(b)",
    ]);
    expect(htmlText(html)).toContain(
      "Credentials (https://clinic.example/admin-updateCredentials).",
    );
  });

  it("links nothing but http(s) URLs", () => {
    const html = render(
      "Click: javascript:alert(1)\nMail: mailto:x@example.com\nData: data:text/html,x",
    );
    expect(linksOf(html)).toEqual([]);
    expect(html).not.toContain("href");
  });

  it("keeps the indentation of a multi-line field's further lines", () => {
    const html = render("Message: first\n  second", "owner");
    expect(html).toContain("Message: first<br>&nbsp;&nbsp;second");
  });
});
