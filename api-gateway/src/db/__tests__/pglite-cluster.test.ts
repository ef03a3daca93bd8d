import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, pgliteDir } from '../create-database';
import type { Database } from '../database';
import { hasPgliteCluster } from '../pglite-cluster';

/**
 * The embedded database on disk: a first start creates and migrates the cluster in a child process (so the
 * gateway never holds initdb's memory), and every start runs with the small shared_buffers.
 * docs/benchmarks.md, "Memory after start", has the figures.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-pglite-cluster-'));
const config = { databaseUrl: undefined, dataDir };
let database: Database | undefined;

afterEach(async () => {
  await database?.close();
  database = undefined;
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function setting(db: Database, name: 'shared_buffers'): Promise<string | undefined> {
  const { rows } = (await db.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return rows[0]?.[name];
}

describe('the embedded database on disk', () => {
  it('creates and migrates an empty folder, then keeps what is written across a restart', async () => {
    expect(hasPgliteCluster(pgliteDir(config))).toBe(false);
    database = await createDatabase(config);
    expect(hasPgliteCluster(pgliteDir(config))).toBe(true);
    expect(await setting(database, 'shared_buffers')).toBe('16MB');
    await database.db.execute(sql`insert into users (email) values ('kept@example.com')`);
    await database.close();

    database = await createDatabase(config);
    expect(await setting(database, 'shared_buffers')).toBe('16MB');
    const result = (await database.db.execute(sql`select email from users`)) as unknown as { rows: { email: string }[] };
    expect(result.rows).toEqual([{ email: 'kept@example.com' }]);
  }, 90_000);
});
