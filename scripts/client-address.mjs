/**
 * Preloaded into the Next server (node --import, see scripts/start.mjs). Next passes a
 * client-sent X-Forwarded-For through untouched, which would let anyone pick the address the
 * rate limits count. Unless TRUST_PROXY says a proxy of ours sits in front, the header is
 * replaced with the socket's address before Next sees the request.
 */
import http from "node:http";

const trustProxy = ["true", "1"].includes(String(process.env.TRUST_PROXY ?? "").toLowerCase());
if (!trustProxy && !http.Server.prototype.__clientAddressPatched) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(event, request, ...rest) {
    if (event === "request" && request && request.headers && request.socket) {
      request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
      delete request.headers["x-real-ip"];
    }
    return emit.call(this, event, request, ...rest);
  };
  http.Server.prototype.__clientAddressPatched = true;
}
