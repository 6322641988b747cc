import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { freshMobile } from './bff-helpers';

/**
 * A crash of the upstream in the middle of exchanges: a private upstream (its own port and database)
 * is killed with SIGKILL while 40 exchanges are in flight, then started again on the same database.
 * Both legs of an exchange are one transaction, so after the restart every exchange has exactly its
 * two entries, no entry lacks its exchange, and cai-dan + 10 × cash fen is what it was before.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 12;
const BASE = `http://127.0.0.1:${PORT}`;

function start(db: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'upstream/server.ts'], {
    env: { ...process.env, UPSTREAM_PORT: String(PORT), UPSTREAM_DB: db },
    stdio: 'ignore',
  });
}

async function ready(api: APIRequestContext) {
  await expect
    .poll(async () => (await api.get('/__health').catch(() => null))?.status() ?? 0, {
      timeout: 60_000,
      intervals: [250],
    })
    .toBe(200);
}

test('the ledger still sums after the upstream is killed mid-exchange', async () => {
  test.setTimeout(150_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'money-crash-'));
  const db = path.join(dir, 'upstream.db');
  const api = await request.newContext({ baseURL: BASE });
  let child = start(db);
  try {
    await ready(api);
    const mobile = freshMobile();
    await api.post('/uaa/oauth/sms-code', { data: { mobile } });
    const code = ((await (await api.get(`/__dev/sms?mobile=${mobile}`)).json()) as { data: { code: string } }).data
      .code;
    const token = (
      (await (await api.post('/uaa/oauth/token', { data: { grant_type: 'sms', mobile, code } })).json()) as {
        data: { access_token: string };
      }
    ).data.access_token;
    expect((await api.post('/__dev/wallet/fund', { data: { mobile, caidan: 20_000, cash_fen: 2_000 } })).status()).toBe(
      200,
    );
    const invariant = 20_000 + 10 * 2_000;

    let answered = 0;
    const calls = Array.from({ length: 40 }, (_, index) =>
      api
        .post('/caidan/exchanges', {
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `crash-${randomUUID()}` },
          data:
            index % 2 === 0
              ? { direction: 'caidan_to_cash', amount: 1_000 }
              : { direction: 'cash_to_caidan', amount: 100 },
        })
        .then((response) => {
          answered += 1;
          if (answered === 5) child.kill('SIGKILL');
          return response.status();
        })
        .catch(() => 'lost' as const),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.filter((outcome) => outcome === 'lost').length).toBeGreaterThan(0);
    await new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );

    child = start(db);
    await ready(api);
    const audit = (
      (await (await api.get(`/__dev/wallet/audit?mobile=${mobile}`)).json()) as {
        data: {
          accounts: Array<{ asset: string; balance: number; entries: number; lowest: number }>;
          exchanges: number;
        };
      }
    ).data;
    const of = (asset: string) => audit.accounts.find((account) => account.asset === asset)!;
    expect(of('caidan').balance + 10 * of('cash').balance).toBe(invariant);
    // One funding entry per asset, then exactly one entry per asset for every exchange that committed.
    expect(of('caidan').entries - 1).toBe(audit.exchanges);
    expect(of('cash').entries - 1).toBe(audit.exchanges);
    expect(of('caidan').lowest).toBeGreaterThanOrEqual(0);
    expect(of('cash').lowest).toBeGreaterThanOrEqual(0);
  } finally {
    child.kill('SIGKILL');
    await api.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
