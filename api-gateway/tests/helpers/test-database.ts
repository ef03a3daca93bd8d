import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDatabase } from '../../src/db/create-database';
import type { Database } from '../../src/db/database';
import { migrationsFolder } from '../../src/paths';

/** A test database and what removes it: closes it, and drops a PostgreSQL schema with its migrations copy. */
export interface TestDatabase {
  database: Database;
  cleanup(): Promise<void>;
}

/**
 * One database per test file (jest loads this module once per file): in-memory PGlite by default, or,
 * with TEST_DB=postgres, a freshly migrated schema of TEST_DATABASE_URL that is dropped afterwards.
 */
let shared: Promise<TestDatabase> | undefined;

export const usingPostgres = process.env.TEST_DB === 'postgres';

export function getTestDatabase(): Promise<Database> {
  shared ??= usingPostgres ? createPostgresTestDatabase() : createPgliteTestDatabase();
  return shared.then(({ database }) => database);
}

/** An in-memory PGlite, started from the cached empty-cluster dump and migrated. */
export async function createPgliteTestDatabase(): Promise<TestDatabase> {
  const pgliteFrom = await emptyClusterDump();
  const database = await createDatabase({ databaseUrl: undefined, dataDir: os.tmpdir() }, { pgliteDataDir: 'memory://', pgliteFrom });
  return { database, cleanup: () => database.close() };
}

/**
 * A dump of a freshly initialised, empty PGlite cluster, made once per PGlite version and kept on disk:
 * starting each test file's database from it skips initdb, which is most of the embedded engine's start
 * (~3 s of CPU per file, ~40 files). The schema is not in it: every file still runs the real migrations.
 */
async function emptyClusterDump(): Promise<Blob> {
  const { version } = JSON.parse(
    await fs.readFile(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json'), 'utf8'),
  ) as { version: string };
  const file = path.join(__dirname, '../../node_modules/.cache/forkcast-pglite', `empty-cluster-${version}.tar`);
  const cached = await fs.readFile(file).catch(() => undefined);
  if (cached) return new Blob([cached]);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite('memory://');
  // dumpDataDir does not wait for the cluster to start on its own (it hangs when called first).
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written under a unique name and renamed: two workers making it at once never read a half-written file.
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await fs.rename(partial, file);
  return dump;
}

afterAll(async () => {
  if (!shared) return;
  await (await shared).cleanup();
});

/** A freshly migrated private schema of TEST_DATABASE_URL (or `url`). */
export async function createPostgresTestDatabase(url = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
  const schema = `test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  // drizzle-kit qualifies foreign keys with "public"; a private copy without it keeps every object in our schema.
  const folder = await copyMigrationsWithoutPublicSchema();
  const dropSchema = async () => {
    const admin = new Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`drop schema if exists "${schema}" cascade`);
    } finally {
      await admin.end();
    }
    await fs.rm(folder, { recursive: true, force: true });
  };
  const database = await createDatabase({ databaseUrl: url, dataDir: os.tmpdir() }, { pgSchema: schema, migrationsFolder: folder }).catch(
    async (error: unknown) => {
      // A failed migration may have left the schema half made: it goes too.
      await dropSchema().catch(() => undefined);
      throw error;
    },
  );
  return {
    database,
    cleanup: async () => {
      await database.close();
      await dropSchema();
    },
  };
}

async function copyMigrationsWithoutPublicSchema(): Promise<string> {
  const target = await fs.mkdtemp(path.join(os.tmpdir(), 'forkcast-migrations-'));
  await fs.cp(migrationsFolder, target, { recursive: true });
  for (const file of await fs.readdir(target)) {
    if (!file.endsWith('.sql')) continue;
    const full = path.join(target, file);
    await fs.writeFile(full, (await fs.readFile(full, 'utf8')).replaceAll('"public".', ''));
  }
  return target;
}
