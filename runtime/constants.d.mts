export const PEER_ADDRESS_HEADER: 'x-h5-peer-address';
export const LOCAL_ADDRESS_HEADER: 'x-h5-local-address';
export const DOCUMENT_REQUEST_HEADER: 'x-h5-document';
export const REQUEST_GUARD_SINGLETON: 'request-guard';
