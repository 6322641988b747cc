/**
 * Preloaded into the Next server by scripts/start.mjs (and deploy/Dockerfile's CMD) (NODE_OPTIONS=--import): checks every request
 * at the socket, before Next sees it, for what neither proxy.ts nor a route handler can check.
 *
 * - The client's address. Route handlers see no socket, and Next fills X-Forwarded-For only when the
 *   client sent none, so the TCP peer's address is stamped here, overwriting any header of that name a
 *   client wrote. lib/security/client-ip.ts reads it only when the marker below says it is in place.
 * - The router-state header of client navigations. Next hides it from proxy.ts and answers 500 when
 *   it cannot parse it; a malformed one is the client's error: 400, checked with Next's own parser.
 * - For the page cache (lib/read/page-cache.ts): the address this process listens on, for its own
 *   render, and whether the request is a document GET (Next hides the client-navigation headers from
 *   proxy.ts). Both stamped over any client header of that name: a client cannot point the render
 *   elsewhere or get an HTML page cached for a navigation.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import {
  DOCUMENT_REQUEST_HEADER,
  LOCAL_ADDRESS_HEADER,
  PEER_ADDRESS_HEADER,
  REQUEST_GUARD_SINGLETON,
} from './constants.mjs';
import { processSingleton } from './process-singleton.mjs';

const ROUTER_STATE_HEADER = 'next-router-state-tree';

const require = createRequire(import.meta.url);
const {
  parseAndValidateFlightRouterState,
} = require('next/dist/server/app-render/parse-and-validate-flight-router-state.js');
const {
  FLIGHT_HEADERS,
  ACTION_HEADER,
  NEXT_RSC_UNION_QUERY,
} = require('next/dist/client/components/app-router-headers.js');

function isDocumentRequest(request) {
  if (request.method !== 'GET') return false;
  if ([...FLIGHT_HEADERS, ACTION_HEADER].some((name) => request.headers[name] !== undefined)) return false;
  const query = request.url?.split('?')[1] ?? '';
  return !new URLSearchParams(query).has(NEXT_RSC_UNION_QUERY);
}

function validRouterState(value) {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}

function localAddress(socket) {
  const address = socket?.localAddress;
  const port = socket?.localPort;
  if (!address || !port) return '';
  return address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
}

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitGuarded(event, ...args) {
  if (event === 'request') {
    const [request, response] = args;
    request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    request.headers[LOCAL_ADDRESS_HEADER] = localAddress(request.socket);
    request.headers[DOCUMENT_REQUEST_HEADER] = isDocumentRequest(request) ? '1' : '0';
    if (!validRouterState(request.headers[ROUTER_STATE_HEADER])) {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      response.end('Bad Request');
      return true;
    }
  }
  return emit.call(this, event, ...args);
};

// Tells lib/security/client-ip.ts that the peer header is ours (without this preload a client could write it).
processSingleton(REQUEST_GUARD_SINGLETON, () => PEER_ADDRESS_HEADER);
