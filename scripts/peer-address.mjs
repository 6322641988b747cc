/**
 * Preloaded into the Next server by scripts/start.mjs (NODE_OPTIONS=--import). Route handlers see no
 * socket, and Next fills X-Forwarded-For only when the client sent none, so the address of the TCP
 * peer is stamped here on every request, overwriting any header of that name a client wrote.
 * lib/security/client-ip.ts reads it only when this marker says the stamp is in place.
 */
import http from 'node:http';

export const PEER_ADDRESS_HEADER = 'x-h5-peer-address';

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeerAddress(event, ...args) {
  if (event === 'request' || event === 'checkContinue' || event === 'checkExpectation') {
    const request = args[0];
    request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  }
  return emit.call(this, event, ...args);
};

globalThis[Symbol.for('h5.peer-address-header')] = PEER_ADDRESS_HEADER;
