import "server-only";
import path from "node:path";
import MarkdownIt from "markdown-it";
import PDFDocument from "pdfkit";

/**
 * A written diet chart as a real PDF (pdfkit), the file a client keeps or forwards on WhatsApp:
 * the practice's name and practitioner, the client, the title, version and date, then the chart's
 * Markdown drawn as headings, paragraphs, lists and the meal table. The text is set in DejaVu Sans
 * (lib/diet-charts/fonts, with its licence), embedded, so ₹ and other non-Latin-1 characters print;
 * it has no Devanagari. pdfkit is a server external package (next.config.ts), and the fonts are
 * traced into the build with the download route.
 */
const FONTS = path.join(process.cwd(), "lib", "diet-charts", "fonts");
const REGULAR = path.join(FONTS, "DejaVuSans.ttf");
const BOLD = path.join(FONTS, "DejaVuSans-Bold.ttf");
/** The embedded fonts, for our other PDFs (the receipt); a route that draws one traces them (next.config.ts). */
export const PDF_FONTS = { regular: REGULAR, bold: BOLD } as const;

const BRAND_COLOUR = "#166534";
const TEXT_COLOUR = "#0f172a";
const MUTED_COLOUR = "#475569";
const RULE_COLOUR = "#94a3b8";

export type ChartPdfInput = {
  brand: string;
  practitioner: string;
  phone: string;
  email: string;
  clientName: string;
  title: string;
  version: number;
  /** the version's date as shown, e.g. "12 March 2026" */
  date: string;
  /** Markdown */
  content: string;
};

const parser = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: true });

type Token = ReturnType<typeof parser.parse>[number];

/** An inline token's words: emphasis dropped, line breaks kept, a link as its text. */
const inlineText = (token: Token | undefined) =>
  (token?.children ?? [])
    .map((child) =>
      child.type === "softbreak" || child.type === "hardbreak"
        ? "\n"
        : child.type === "text" || child.type === "code_inline"
          ? child.content
          : "",
    )
    .join("");

type Doc = InstanceType<typeof PDFDocument>;

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** A table of rows of cells (the first row the header), each row kept on one page. */
function drawTable(doc: Doc, rows: string[][]) {
  const columns = Math.max(...rows.map((row) => row.length));
  const width = contentWidth(doc);
  // a two-column meal table gets a narrow first column; others share the width
  const widths =
    columns === 2
      ? [width * 0.28, width * 0.72]
      : Array.from({ length: columns }, () => width / columns);
  const pad = 5;
  doc.moveDown(0.3);
  rows.forEach((row, r) => {
    doc.font(r === 0 ? "bold" : "regular").fontSize(10);
    const heights = widths.map((w, c) => doc.heightOfString(row[c] ?? "", { width: w - 2 * pad }));
    const height = Math.max(...heights) + 2 * pad;
    if (doc.y + height > bottom(doc)) doc.addPage();
    const top = doc.y;
    let x = doc.page.margins.left;
    if (r === 0) doc.rect(x, top, width, height).fill("#f0fdf4").fillColor(TEXT_COLOUR);
    widths.forEach((w, c) => {
      doc.rect(x, top, w, height).lineWidth(0.5).strokeColor(RULE_COLOUR).stroke();
      doc.fillColor(TEXT_COLOUR).text(row[c] ?? "", x + pad, top + pad, { width: w - 2 * pad });
      x += w;
    });
    doc.x = doc.page.margins.left;
    doc.y = top + height;
  });
  doc.moveDown(0.6);
}

/** The chart's Markdown, block by block. */
function drawMarkdown(doc: Doc, markdown: string) {
  const tokens = parser.parse(markdown, {});
  const left = doc.page.margins.left;
  const lists: { ordered: boolean; next: number }[] = [];
  let quote = 0;
  let table: string[][] | null = null;
  let row: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case "heading_open": {
        const size = token.tag === "h1" ? 15 : token.tag === "h2" ? 13 : 11.5;
        doc.moveDown(0.4).font("bold").fontSize(size).fillColor(BRAND_COLOUR);
        doc.text(inlineText(tokens[i + 1]), left, doc.y, { width: contentWidth(doc) });
        doc.moveDown(0.2);
        i += 2;
        break;
      }
      case "bullet_list_open":
      case "ordered_list_open":
        lists.push({
          ordered: token.type === "ordered_list_open",
          next: Number(token.attrGet("start") ?? 1),
        });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        if (!lists.length) doc.moveDown(0.4);
        break;
      case "blockquote_open":
        quote++;
        break;
      case "blockquote_close":
        quote--;
        break;
      case "table_open":
        table = [];
        break;
      case "tr_open":
        row = [];
        break;
      case "th_open":
      case "td_open":
        row?.push(inlineText(tokens[i + 1]));
        break;
      case "tr_close":
        if (table && row) table.push(row);
        row = null;
        break;
      case "table_close":
        if (table?.length) drawTable(doc, table);
        table = null;
        break;
      case "hr":
        doc.moveDown(0.3);
        doc
          .moveTo(left, doc.y)
          .lineTo(left + contentWidth(doc), doc.y)
          .lineWidth(0.5)
          .strokeColor(RULE_COLOUR)
          .stroke();
        doc.moveDown(0.5);
        break;
      case "fence":
      case "code_block":
      case "inline": {
        if (table) break; // a table's cells are read at th_open / td_open
        const text = token.type === "inline" ? inlineText(token) : token.content.trimEnd();
        const list = lists.at(-1);
        const indent = 14 * lists.length + 12 * quote;
        const marker =
          list && tokens[i - 2]?.type === "list_item_open"
            ? list.ordered
              ? `${list.next++}. `
              : "• "
            : "";
        doc
          .font("regular")
          .fontSize(10.5)
          .fillColor(quote ? MUTED_COLOUR : TEXT_COLOUR);
        doc.text(`${marker}${text}`, left + indent, doc.y, {
          width: contentWidth(doc) - indent,
          lineGap: 2,
        });
        if (!list) doc.moveDown(0.5);
        break;
      }
    }
  }
}

/** The chart as PDF bytes. `compress: false` leaves the page streams readable (tests). */
export function dietChartPdf(input: ChartPdfInput, { compress = true } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    font: REGULAR,
    compress,
    info: {
      Title: `${input.title} (v${input.version})`,
      Author: `Dt. ${input.practitioner}, ${input.brand}`,
    },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("bold").fontSize(18).fillColor(BRAND_COLOUR).text(input.brand, { width });
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED_COLOUR)
    .text(`Dt. ${input.practitioner} · ${input.phone} · ${input.email}`, { width });
  doc.moveDown(0.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .strokeColor(BRAND_COLOUR)
    .stroke();
  doc.moveDown(0.8);
  doc.font("bold").fontSize(16).fillColor(TEXT_COLOUR).text(input.title, { width });
  doc
    .font("regular")
    .fontSize(10.5)
    .fillColor(MUTED_COLOUR)
    .text(`For ${input.clientName} · Version ${input.version} · ${input.date}`, { width });
  doc.moveDown(0.8);
  drawMarkdown(doc, input.content);
  doc.end();
  return done;
}
