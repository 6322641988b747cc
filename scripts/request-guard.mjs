/**
 * Preloaded into the Next server by scripts/start.mjs (NODE_OPTIONS=--import): checks every request
 * at the socket, before Next sees it, for what neither proxy.ts nor a route handler can check.
 *
 * - The client's address. Route handlers see no socket, and Next fills X-Forwarded-For only when the
 *   client sent none, so the TCP peer's address is stamped here, overwriting any header of that name a
 *   client wrote. lib/security/client-ip.ts reads it only when the marker below says it is in place.
 * - The router-state header of client navigations. Next hides it from proxy.ts and answers 500 when
 *   it cannot parse it; a malformed one is the client's error: 400, checked with Next's own parser.
 */
import http from 'node:http';
import { createRequire } from 'node:module';

export const PEER_ADDRESS_HEADER = 'x-h5-peer-address';
const ROUTER_STATE_HEADER = 'next-router-state-tree';

const require = createRequire(import.meta.url);
const { parseAndValidateFlightRouterState } = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');

function validRouterState(value) {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitGuarded(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    if (!validRouterState(request.headers[ROUTER_STATE_HEADER])) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('Bad Request');
      return true;
    }
  }
  return emit.call(this, event, ...args);
};

globalThis[Symbol.for('h5.peer-address-header')] = PEER_ADDRESS_HEADER;
