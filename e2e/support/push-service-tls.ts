import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The https certificate of the push service the e2e specs run (e2e/admin/admin-push.spec.ts): a push
 * endpoint must be https, as a browser vendor's is, so the test's own receiver serves https with
 * a certificate for 127.0.0.1 made once per run here (openssl), and the app's server trusts it
 * through NODE_EXTRA_CA_CERTS (playwright.config.ts). Made in the runner; workers inherit the
 * folder through E2E_PUSH_TLS_DIR.
 */
export function pushServiceTlsDir(): string {
  const dir = (process.env.E2E_PUSH_TLS_DIR ??= mkdtempSync(
    path.join(tmpdir(), "dietician-e2e-push-"),
  ));
  if (!existsSync(path.join(dir, "cert.pem"))) {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "2", "-subj", "/CN=127.0.0.1"],
        ...[
          "-addext",
          "subjectAltName=IP:127.0.0.1",
          "-addext",
          "basicConstraints=critical,CA:TRUE",
        ],
        ...["-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
  }
  return dir;
}

/** The receiver's key and certificate, in a worker. */
export function pushServiceTls(): { key: string; cert: string } {
  const dir = pushServiceTlsDir();
  return {
    key: readFileSync(path.join(dir, "key.pem"), "utf8"),
    cert: readFileSync(path.join(dir, "cert.pem"), "utf8"),
  };
}
