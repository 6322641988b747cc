import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { createUpstreamServer } from '@/upstream/core/server';
import { MODULES } from '@/upstream/registry';
import { resolveAccessToken } from '@/upstream/account/auth';
import { signFields } from '@/upstream/commerce/pay-sign';

/**
 * The local upstream started in this process on a random port with a throwaway database file, and a
 * small HTTP client for it: the model test talks to it only over HTTP, as the BFF does.
 */
export interface Answer<T = unknown> {
  status: number;
  code: number;
  data: T;
  message: string;
}

export interface Upstream {
  base: string;
  db: Client;
  call<T = Record<string, unknown>>(
    method: string,
    route: string,
    options?: { token?: string; body?: unknown; key?: string | false; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  close(): Promise<void>;
}

export async function startUpstream(): Promise<Upstream> {
  const dir = mkdtempSync(path.join(tmpdir(), 'money-model-'));
  const db = openDatabase(path.join(dir, 'upstream.db'));
  await prepareModules(db, MODULES);
  const server: Server = createUpstreamServer(db, MODULES, resolveAccessToken);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // The sandbox provider posts its notify to UPSTREAM_PORT (pay.scheduleNotify).
  process.env.UPSTREAM_PORT = String(port);
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    db,
    async call<T>(
      method: string,
      route: string,
      options: { token?: string; body?: unknown; key?: string | false; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (method !== 'GET' && options.key !== false)
        headers['idempotency-key'] = options.key ?? `model-${randomUUID()}`;
      const response = await fetch(`${base}${route}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      const text = await response.text();
      let parsed: { code?: number; data?: T; message?: string } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        parsed = { code: response.status, message: text.slice(0, 200) };
      }
      return {
        status: response.status,
        code: parsed.code ?? response.status,
        data: parsed.data as T,
        message: parsed.message ?? '',
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The sandbox provider's signed notify for one payment (upstream/commerce/pay-sign.ts). */
export function signedNotify(providerRef: string, orderNo: string, amountFen: number) {
  const fields = {
    notify_id: `N${providerRef}`,
    provider_ref: providerRef,
    order_no: orderNo,
    amount_fen: amountFen,
    trade_status: 'SUCCESS',
    timestamp: Date.now(),
  };
  return { ...fields, sign: signFields(fields) };
}
