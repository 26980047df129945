#!/usr/bin/env node
/**
 * A real SMTP receiver for the end-to-end run: the app under test sends to it, and tests read
 * what arrived over HTTP. SMTP on MAIL_SINK_SMTP_PORT, HTTP on MAIL_SINK_HTTP_PORT (loopback only).
 *   GET /messages -> [{ to, from, raw, receivedAt }]   DELETE /messages -> clears   GET /health -> ok
 */
import http from "node:http";
import { SMTPServer } from "smtp-server";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT || 2525);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT || 2526);
/** @type {{ from: string, to: string[], raw: string, receivedAt: string }[]} */
let messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      messages.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const api = http.createServer((request, response) => {
  if (request.url === "/health") return response.end("ok");
  if (request.url === "/messages" && request.method === "DELETE") {
    messages = [];
    return response.end("[]");
  }
  if (request.url === "/messages") {
    response.setHeader("content-type", "application/json");
    return response.end(JSON.stringify(messages));
  }
  response.statusCode = 404;
  response.end();
});

smtp.listen(smtpPort, "127.0.0.1", () =>
  api.listen(httpPort, "127.0.0.1", () =>
    console.log(`mail sink: smtp ${smtpPort}, http ${httpPort}`),
  ),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
