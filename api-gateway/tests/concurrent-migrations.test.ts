import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase } from '../src/db/create-database';
import { migrationsFolder } from '../src/paths';
import { usingPostgres } from './helpers/test-database';

/**
 * N gateway instances rolled out at once all migrate the same fresh database at start. Each must come up
 * (none dies on "relation already exists") and every migration must be applied exactly once.
 * PostgreSQL only: PGlite is one process's own database.
 */
const describeOnPostgres = usingPostgres ? describe : describe.skip;

describeOnPostgres('migrations when several instances start together', () => {
  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `migrate_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  let folder: string;

  beforeAll(async () => {
    // The same schema-scoped copy of the migrations the other PostgreSQL suites use.
    folder = await fs.mkdtemp(path.join(os.tmpdir(), 'forkcast-migrations-'));
    await fs.cp(migrationsFolder, folder, { recursive: true });
    for (const file of await fs.readdir(folder)) {
      if (!file.endsWith('.sql')) continue;
      const full = path.join(folder, file);
      await fs.writeFile(full, (await fs.readFile(full, 'utf8')).replaceAll('"public".', ''));
    }
  });

  afterAll(async () => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop schema if exists "${schema}" cascade`);
    await admin.end();
    await fs.rm(folder, { recursive: true, force: true });
  });

  it('lets four instances migrate one empty schema at the same moment', async () => {
    const starts = Array.from({ length: 4 }, () =>
      createDatabase({ databaseUrl: url, dataDir: os.tmpdir() }, { pgSchema: schema, migrationsFolder: folder }),
    );
    const results = await Promise.allSettled(starts);
    const failures = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);

    const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'));
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      const applied = await admin.query(`select count(*)::int as n from "${schema}"."__drizzle_migrations"`);
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const users = await admin.query(`select count(*)::int as n from "${schema}"."users"`);
      expect(users.rows[0].n).toBe(0);
    } finally {
      await admin.end();
    }
    for (const r of results) if (r.status === 'fulfilled') await r.value.close();
  });
});
