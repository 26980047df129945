import { describe, expect, it } from "vitest";
import { PUSH_ENDPOINT_MESSAGE, pushEndpointProblem } from "./push-services";

describe("pushEndpointProblem (where an owner alert may be sent)", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b",
    "https://fcm.googleapis.com/wp/dGVzdA",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABl",
    "https://web.push.apple.com/QGx0Z2Vu",
    "https://db5p.notify.windows.com/w/?token=BQYAAAB",
    "https://fcm.googleapis.com:443/fcm/send/x", // the https port written out
  ])("accepts a browser's push service: %s", (endpoint) => {
    expect(pushEndpointProblem(endpoint)).toBeNull();
  });

  it.each([
    ["loopback", "https://127.0.0.1/push", PUSH_ENDPOINT_MESSAGE],
    ["loopback by name", "https://localhost/push", PUSH_ENDPOINT_MESSAGE],
    ["loopback as a number", "https://2130706433/push", PUSH_ENDPOINT_MESSAGE],
    ["loopback in hex", "https://0x7f.1/push", PUSH_ENDPOINT_MESSAGE],
    ["IPv6 loopback", "https://[::1]/push", PUSH_ENDPOINT_MESSAGE],
    ["a private address", "https://10.0.0.5/push", PUSH_ENDPOINT_MESSAGE],
    ["a private address", "https://192.168.1.1/push", PUSH_ENDPOINT_MESSAGE],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest", PUSH_ENDPOINT_MESSAGE],
    ["another site", "https://push.example.com/abc", PUSH_ENDPOINT_MESSAGE],
    ["a look-alike", "https://fcm.googleapis.com.evil.example/x", PUSH_ENDPOINT_MESSAGE],
    ["a look-alike", "https://evilpush.apple.com/x", PUSH_ENDPOINT_MESSAGE],
    ["a look-alike", "https://notify.windows.com.evil.example/x", PUSH_ENDPOINT_MESSAGE],
    ["a trailing dot", "https://fcm.googleapis.com./x", PUSH_ENDPOINT_MESSAGE],
    ["plain http", "http://fcm.googleapis.com/x", "must be an https address"],
    ["another scheme", "javascript:alert(1)", "must be an https address"],
    ["not a URL", "fcm.googleapis.com/x", "must be an https address"],
    ["another port", "https://fcm.googleapis.com:8443/x", "must use the https port (443)"],
    ["a user", "https://user@fcm.googleapis.com/x", "must not hold a user name or password"],
    ["a password", "https://u:p@fcm.googleapis.com/x", "must not hold a user name or password"],
  ])("refuses %s: %s", (_, endpoint, message) => {
    expect(pushEndpointProblem(endpoint)).toBe(message);
    expect(pushEndpointProblem(endpoint, { production: false })).toBe(message);
  });

  it("lets PUSH_TEST_HOSTS in on any port, https only in production, and nothing else with it", () => {
    const testHosts = ["127.0.0.1"];
    expect(pushEndpointProblem("https://127.0.0.1:41234/push/1", { testHosts })).toBeNull();
    expect(pushEndpointProblem("http://127.0.0.1:41234/push/1", { testHosts })).toBe(
      "must be an https address",
    );
    expect(
      pushEndpointProblem("http://127.0.0.1:41234/push/1", { testHosts, production: false }),
    ).toBeNull();
    expect(pushEndpointProblem("https://u:p@127.0.0.1:41234/push", { testHosts })).toBe(
      "must not hold a user name or password",
    );
    expect(pushEndpointProblem("https://localhost/push", { testHosts })).toBe(
      PUSH_ENDPOINT_MESSAGE,
    );
    expect(pushEndpointProblem("https://10.0.0.5/push", { testHosts })).toBe(PUSH_ENDPOINT_MESSAGE);
  });
});
