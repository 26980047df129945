import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "./mime";

/** A message as received: the envelope, the raw bytes and the message parsed (test/mime.ts). */
export type ReceivedMail = { from: string; to: string[]; raw: string; parsed: ParsedMail };

/**
 * A real SMTP receiver on a free loopback port for tests: collects what it receives.
 * `refuse(true)` makes it answer every message with a 451 error, like a mail server that is down.
 */
export async function startSmtpReceiver(port = 0) {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusing)
          return callback(
            Object.assign(new Error("Mail service temporarily unavailable"), { responseCode: 451 }),
          );
        const raw = Buffer.concat(chunks).toString("utf8");
        parseMail(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const boundPort = typeof address === "object" && address ? address.port : port;
  return {
    url: smtpUrlFor(boundPort),
    received,
    refuse: (value: boolean) => void (refusing = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const smtpUrlFor = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true`;

/** A port for a receiver that must be known before the app's configuration is read (vi.hoisted). */
export const testSmtpPort = () => 20_000 + (process.pid % 20_000);

/** Waits for a message matching `match` (delivery runs in the background after a request). */
export async function waitForMail(
  received: ReceivedMail[],
  match: (mail: ReceivedMail) => boolean,
  timeoutMs = 10_000,
): Promise<ReceivedMail> {
  const started = Date.now();
  for (;;) {
    const found = received.find(match);
    if (found) return found;
    if (Date.now() - started > timeoutMs)
      throw new Error(`no matching message among ${received.length} received`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
