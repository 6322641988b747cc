import type { Client } from '@libsql/client';

export type Db = Client;

/** An error the upstream answers with: body `{code, message}` and an HTTP status. */
export class UpstreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** A handler's answer sent as-is instead of `{code: 200, data}` (e.g. the encrypted `{code: 999, data}`). */
export class RawEnvelope {
  constructor(
    readonly body: Record<string, unknown>,
    readonly status = 200,
  ) {}
}

/** A handler's answer that is not JSON at all: the sandbox payment provider's cashier page and its redirects. */
export class RawHttpResponse {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body = '',
  ) {}
}

export interface UpstreamUser {
  id: number;
  mobile: string;
}

export interface HandlerContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  db: Db;
  /** Client IP as seen by the upstream socket. */
  ip: string;
  /** The user of a valid `Authorization: Bearer <access token>`, or null. */
  optionalUser(): Promise<UpstreamUser | null>;
  /** Like optionalUser, but answers 2008 (no token) or 2009 (expired/invalid) when absent. */
  requireUser(): Promise<UpstreamUser>;
}

/** A handler returns the `data` of a `{code: 200, data}` answer, or throws UpstreamError. */
export type Handler = (ctx: HandlerContext) => Promise<unknown>;

export interface Router {
  get(path: string, handler: Handler): void;
  post(path: string, handler: Handler): void;
  put(path: string, handler: Handler): void;
  delete(path: string, handler: Handler): void;
}

/**
 * One domain of the local upstream: its tables, its deterministic seed and its routes.
 * Bump `version` to drop and re-seed the domain's tables on the next start.
 */
export interface UpstreamModule {
  name: string;
  version: number;
  /** CREATE TABLE / CREATE INDEX statements (IF NOT EXISTS). */
  schema: string[];
  /** Tables to drop when the version changes (defaults to none). */
  tables?: string[];
  seed?: (db: Db) => Promise<void>;
  routes: (router: Router) => void;
}
