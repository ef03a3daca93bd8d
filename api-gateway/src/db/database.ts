import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The Drizzle handle repositories use; the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DatabaseEngine;
  /** Cheap round trip used by /api/ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
