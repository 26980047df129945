/**
 * Where our server may send an owner alert: the browsers' own Web Push services, nothing else.
 * A subscription's endpoint comes from the admin's browser, so a stolen session or a crafted
 * request could otherwise make every booking POST to any address (this machine, the network
 * around it, a cloud metadata service). Chrome, Edge's Chromium, Samsung Internet, Opera and
 * Brave use Google's FCM; Firefox Mozilla's autopush; Safari Apple's; legacy Edge Microsoft's WNS.
 */
const PUSH_SERVICE_HOSTS = new Set(["fcm.googleapis.com", "updates.push.services.mozilla.com"]);
const PUSH_SERVICE_DOMAINS = [
  ".push.services.mozilla.com",
  ".push.apple.com",
  ".notify.windows.com",
];

export const PUSH_ENDPOINT_MESSAGE =
  "must be the address of a browser's push service (Google, Mozilla, Apple or Microsoft)";

export type PushEndpointRules = {
  /**
   * PUSH_TEST_HOSTS, for tests only: hosts whose endpoints pass too, on any port (the tests' own
   * receivers on 127.0.0.1), over https, or plain http outside production.
   */
  testHosts?: readonly string[];
  production?: boolean;
};

/** Why `value` may not be a push endpoint, or null when it may. */
export function pushEndpointProblem(
  value: string,
  { testHosts = [], production = true }: PushEndpointRules = {},
): string | null {
  if (!URL.canParse(value)) return "must be an https address";
  const url = new URL(value);
  if (url.username || url.password) return "must not hold a user name or password";
  if (testHosts.includes(url.hostname)) {
    const plainAllowed = !production && url.protocol === "http:";
    return url.protocol === "https:" || plainAllowed ? null : "must be an https address";
  }
  if (url.protocol !== "https:") return "must be an https address";
  if (url.port !== "") return "must use the https port (443)";
  const host = url.hostname;
  const known =
    PUSH_SERVICE_HOSTS.has(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
  return known ? null : PUSH_ENDPOINT_MESSAGE;
}
