import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sessionOptions } from '@/lib/session/config';

const DEV_SECRET = 'dev-only-session-secret-change-me-0123456789abcdef';

describe('session secret', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('refuses to start without one when serving a real upstream', () => {
    expect(() => sessionOptions({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com' })).toThrow(
      /SESSION_SECRET/,
    );
  });

  it('unset on a demo deployment: a random secret generated once, kept beside the upstream database, never the published one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'h5-secret-'));
    const env = {
      NODE_ENV: 'production',
      UPSTREAM_URL: 'http://127.0.0.1:3001',
      UPSTREAM_SANDBOX: '1',
      UPSTREAM_DB: path.join(dir, 'upstream.db'),
    };
    const first = sessionOptions(env).password as string;
    expect(first).not.toBe(DEV_SECRET);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(sessionOptions(env).password).toBe(first);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/SESSION_SECRET is not set/));
    // Another deployment (another database) gets its own secret.
    const other = mkdtempSync(path.join(tmpdir(), 'h5-secret-'));
    expect(sessionOptions({ ...env, UPSTREAM_DB: path.join(other, 'upstream.db') }).password).not.toBe(first);
  });

  it('uses the configured secret, and refuses a short one', () => {
    const secret = 's'.repeat(40);
    expect(
      sessionOptions({ NODE_ENV: 'production', UPSTREAM_URL: 'https://api.example.com', SESSION_SECRET: secret })
        .password,
    ).toBe(secret);
    expect(() => sessionOptions({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/32/);
  });
});
