import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { migrationsFolder as defaultMigrationsFolder } from '../paths';
import type { Database, Db } from './database';
import { hasPgliteCluster, pgliteStartParams, prepareOnFirstStart } from './pglite-cluster';
import * as schema from './schema';

export interface CreateDatabaseOptions {
  /** PGlite: `memory://` for tests; default `<dataDir>/pglite`. */
  pgliteDataDir?: string;
  /** PostgreSQL: run everything (tables and the migrations journal) inside this schema. Tests isolate with it. */
  pgSchema?: string;
  migrationsFolder?: string;
  /**
   * PGlite: start from this dump (`PGlite.dumpDataDir()`) instead of an empty cluster, skipping initdb
   * (~3 s of the embedded engine's start). Migrations still run after it, so a stale dump is brought up to date.
   */
  pgliteFrom?: Blob;
}

/**
 * PostgreSQL through node-postgres when DATABASE_URL is set, otherwise the embedded PGlite in the data
 * dir. Both get the same Drizzle schema and the same SQL migrations, applied before the app starts.
 */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDatabaseOptions = {},
): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  return config.databaseUrl
    ? createPostgres(config.databaseUrl, migrationsFolder, options.pgSchema)
    : createPglite(options.pgliteDataDir ?? pgliteDir(config), migrationsFolder, options.pgliteFrom);
}

/** Where the embedded database keeps its files. */
export function pgliteDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'pglite');
}

/**
 * PGlite takes no lock: a second process opening the same files reads a stale copy and its writes can be
 * lost. While a PGlite instance has the files open they hold postmaster.pid (removed on a clean close).
 */
export function isPgliteInUse(config: Pick<Config, 'dataDir'>): boolean {
  return existsSync(path.join(pgliteDir(config), 'postmaster.pid'));
}

async function createPglite(dataDir: string, migrationsFolder: string, from?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const startParams = pgliteStartParams(PGlite.defaultStartParams);
  if (!dataDir.startsWith('memory://')) {
    await fs.mkdir(dataDir, { recursive: true });
    if (!from && !hasPgliteCluster(dataDir)) await prepareOnFirstStart(dataDir, { startParams, migrationsFolder });
  }
  const client = new PGlite(dataDir, { startParams, ...(from ? { loadDataDir: from } : {}) });
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function createPostgres(url: string, migrationsFolder: string, pgSchema?: string): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // A schema-scoped search_path for every pooled connection (see CreateDatabaseOptions.pgSchema).
    ...(pgSchema ? { options: `-c search_path=${quoteIdent(pgSchema)}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  // Nor a checked-out one (a transaction in progress when the server goes away): the pool removes its own
  // error listener while a client is lent, and an 'error' event with no listener ends the process. The
  // query in progress still rejects with the error (503), and the pool discards the dead client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  try {
    // Several gateway instances may start at once against one server: without a lock each would read the same
    // journal and apply the same migration, and all but one would die on "already exists". A session-level
    // advisory lock (keyed by schema) makes them take turns; the later ones find nothing left to apply.
    const lockClient = await pool.connect();
    const lockKey = `forkcast-migrations:${pgSchema ?? 'public'}`;
    try {
      await lockClient.query('select pg_advisory_lock(hashtext($1))', [lockKey]);
      if (pgSchema) await db.execute(sql.raw(`create schema if not exists ${quoteIdent(pgSchema)}`));
      await migrate(db, { migrationsFolder, ...(pgSchema ? { migrationsSchema: pgSchema } : {}) });
    } finally {
      await lockClient.query('select pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closed = false;
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`Unsafe schema name: ${name}`);
  return `"${name}"`;
}
