/**
 * Names shared by the socket preload (runtime/request-guard.mjs, plain Node before Next starts) and the
 * app's TypeScript (lib/security/client-ip.ts, lib/read/page-cache.ts). One module, so the two sides
 * cannot drift apart.
 */

/** The TCP peer's address, stamped over any client header of that name. */
export const PEER_ADDRESS_HEADER = 'x-h5-peer-address';
/** Where this process listens: the page cache renders a page through it. */
export const LOCAL_ADDRESS_HEADER = 'x-h5-local-address';
/** '1' for a document GET (not a client navigation, prefetch or action): Next hides those headers from proxy.ts. */
export const DOCUMENT_REQUEST_HEADER = 'x-h5-document';
/** Present on process-wide state when the request guard is preloaded: only then is the peer header trusted. */
export const REQUEST_GUARD_SINGLETON = 'request-guard';
