/** Just enough MIME to read what nodemailer sends: headers, multipart bodies, base64 and quoted-printable. */
export type MimePart = { headers: Record<string, string>; body: string };

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/);
  const head = index === -1 ? raw : raw.slice(0, index);
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined): string {
  switch ((encoding ?? "").toLowerCase()) {
    case "base64":
      return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    case "quoted-printable":
      return Buffer.from(
        body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        "latin1",
      ).toString("utf8");
    default:
      return body;
  }
}

/** Every leaf part of a message, decoded. Headers of the top level are in `parseMail(raw).headers`. */
export function parseMail(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const top = splitHeaders(raw);
  return { headers: top.headers, parts: leaves(top.headers, top.body) };
}

function leaves(headers: Record<string, string>, body: string): MimePart[] {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) {
    return [{ headers, body: decode(body, headers["content-transfer-encoding"]) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => {
      const part = splitHeaders(chunk.replace(/^\r?\n/, ""));
      return leaves(part.headers, part.body.replace(/\r?\n$/, ""));
    });
}

export const textOf = (raw: string) =>
  parseMail(raw).parts.find((p) =>
    (p.headers["content-type"] ?? "text/plain").startsWith("text/plain"),
  )?.body ?? "";
export const partOfType = (raw: string, type: string) =>
  parseMail(raw).parts.find((p) => (p.headers["content-type"] ?? "").startsWith(type));
export const subjectOf = (raw: string) => parseMail(raw).headers.subject ?? "";
