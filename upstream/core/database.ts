import { createClient } from '@libsql/client';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db, UpstreamModule } from './types';

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  return createClient({ url: file === ':memory:' ? ':memory:' : `file:${file}` });
}

/**
 * Creates each module's tables and seeds it once per module version. The database file survives
 * restarts; a version bump drops the module's tables and seeds again.
 */
export async function prepareModules(db: Db, modules: UpstreamModule[]): Promise<void> {
  await db.execute('PRAGMA journal_mode = WAL');
  await db.execute('PRAGMA foreign_keys = ON');
  await db.execute(
    'CREATE TABLE IF NOT EXISTS _modules (name TEXT PRIMARY KEY, version INTEGER NOT NULL, seeded_at TEXT NOT NULL)',
  );
  for (const mod of modules) {
    const row = await db.execute({ sql: 'SELECT version FROM _modules WHERE name = ?', args: [mod.name] });
    const current = row.rows[0]?.version as number | undefined;
    if (current === mod.version) {
      for (const statement of mod.schema) await db.execute(statement);
      continue;
    }
    // Another module's rows may point at these tables (live_coupons → live_rooms): the drop and the
    // reseed (same ids) run with the foreign-key check off, as one migration step.
    if (current !== undefined) {
      await db.execute('PRAGMA foreign_keys = OFF');
      for (const table of mod.tables ?? []) await db.execute(`DROP TABLE IF EXISTS ${table}`);
    }
    for (const statement of mod.schema) await db.execute(statement);
    await mod.seed?.(db);
    await db.execute('PRAGMA foreign_keys = ON');
    await db.execute({
      sql: 'INSERT INTO _modules (name, version, seeded_at) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET version = excluded.version, seeded_at = excluded.seeded_at',
      args: [mod.name, mod.version, new Date().toISOString()],
    });
  }
}
