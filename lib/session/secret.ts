import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processSingleton } from '@/runtime/process-singleton.mjs';

type Env = Record<string, string | undefined>;

const MIN_LENGTH = 32;
const generated = processSingleton('session-secret', () => new Map<string, string>());

/** Where an unset SESSION_SECRET is kept: beside the local upstream's database file. */
export function generatedSecretFile(env: Env = process.env): string | null {
  const db = env.UPSTREAM_DB ?? path.join(/*turbopackIgnore: true*/ process.cwd(), 'upstream', 'data', 'upstream.db');
  return db === ':memory:' || db.startsWith('file::memory:')
    ? null
    : path.join(/*turbopackIgnore: true*/ path.dirname(path.resolve(/*turbopackIgnore: true*/ db)), 'session-secret');
}

function readOrCreate(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_LENGTH) return existing;
  } catch {
    // first start: create it below
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  // 'wx' loses a race against a sibling process writing it first: then read what it wrote.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

/**
 * The key that seals session cookies. SESSION_SECRET when set. Unset against the company's upstream
 * the app refuses to start (a guessable key lets anyone forge a logged-in cookie). Unset on a demo or
 * development deployment (local upstream) a random key is generated on first start and kept beside the
 * upstream's database, so restarts keep sessions and no published key ever seals one.
 */
export function sessionSecret(env: Env = process.env): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < MIN_LENGTH)
      throw new Error(`SESSION_SECRET must be at least ${MIN_LENGTH} characters`);
    return env.SESSION_SECRET;
  }
  if (env.NODE_ENV === 'production' && env.UPSTREAM_URL && env.UPSTREAM_SANDBOX !== '1') {
    throw new Error('SESSION_SECRET (at least 32 characters) must be set when serving a real upstream');
  }
  const file = generatedSecretFile(env);
  const key = file ?? ':memory:';
  let secret = generated.get(key);
  if (!secret) {
    secret = file ? readOrCreate(file) : randomBytes(32).toString('base64url');
    generated.set(key, secret);
    console.warn(
      `[session] SESSION_SECRET is not set: using a random secret kept in ${file ?? 'memory (lost on restart)'}; set SESSION_SECRET for any real deployment`,
    );
  }
  return secret;
}
