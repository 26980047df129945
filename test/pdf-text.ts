import { inflateSync } from "node:zlib";

/**
 * The text of a PDF, one line per text-showing operator, as a reader would extract it: each
 * font's codes are read back through its ToUnicode map (pdfkit writes glyph ids, not letters,
 * for an embedded font). Enough for the PDFs pdfkit writes (direct stream lengths, Flate or no
 * filter, Tj/TJ with hex strings); no PDF parser is among our dependencies.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream?: string }>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = header.lastIndex;
    const dictEnd = source.indexOf("\nstream\n", start);
    const objEnd = source.indexOf("endobj", start);
    if (dictEnd === -1 || dictEnd > objEnd) {
      objects.set(Number(match[1]), { dict: source.slice(start, objEnd) });
      continue;
    }
    const dict = source.slice(start, dictEnd);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const from = dictEnd + "\nstream\n".length;
    let bytes = pdf.subarray(from, from + length);
    if (/\/Filter \/FlateDecode/.test(dict)) bytes = inflateSync(bytes);
    objects.set(Number(match[1]), { dict, stream: bytes.toString("latin1") });
    header.lastIndex = from + length;
  }
  const ref = (dict: string, key: string) =>
    Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font <<([^>]*)>>/.exec(dict)?.[1] ?? "";
    for (const [, name, id] of fonts.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const toUnicode = objects.get(ref(objects.get(Number(id))?.dict ?? "", "ToUnicode"));
      if (toUnicode?.stream) cmaps.set(name!, readCmap(toUnicode.stream));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bBT\b/.test(stream)) continue;
    let cmap = new Map<number, string>();
    for (const [, font, shown] of stream.matchAll(
      /\/(\w+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi,
    )) {
      if (font) cmap = cmaps.get(font) ?? new Map();
      else
        lines.push(
          [...shown!.matchAll(/<([0-9a-f]*)>/gi)]
            .flatMap(([, hex]) => hex!.match(/.{4}/g) ?? [])
            .map((code) => cmap.get(parseInt(code, 16)) ?? "")
            .join(""),
        );
    }
  }
  return lines.join("\n");
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, target] of body!.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      const targets = [...target!.matchAll(/<([0-9a-f]+)>/gi)].map(([, hex]) => hex!);
      for (let code = first; code <= last; code++) {
        if (target!.startsWith("[")) map.set(code, utf16(targets[code - first] ?? ""));
        else {
          const base = parseInt(targets[0]!, 16) + (code - first);
          map.set(code, String.fromCharCode(base));
        }
      }
    }
  }
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, target] of body!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi))
      map.set(parseInt(code!, 16), utf16(target!));
  return map;
}
