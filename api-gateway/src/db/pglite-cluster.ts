import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * PostgreSQL's default shared_buffers (128 MB, with 4 MB of WAL buffers sized from it) is meant for a server
 * of its own; inside the gateway it was most of the embedded engine's resident memory. The gateway's tables
 * are a few MB, and a page missed here is still in the OS page cache, one read away (docs/benchmarks.md,
 * "Memory after start").
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters plus ours (a setting given twice: the last one wins). */
export function pgliteStartParams(defaults: readonly string[]): string[] {
  return [...defaults, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

/** Whether the folder holds a cluster already (initdb has run there). */
export function hasPgliteCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

// Runs in a node process of its own: PGlite on an empty folder runs initdb, then starts; the migrations run
// while its WebAssembly code is warm from initdb (a fresh process takes seconds longer over them).
const PREPARE_CLUSTER_SCRIPT = `
const { PGlite } = require(process.env.FORKCAST_PGLITE);
const { drizzle } = require(process.env.FORKCAST_DRIZZLE_PGLITE);
const { migrate } = require(process.env.FORKCAST_DRIZZLE_MIGRATOR);
const client = new PGlite(process.env.FORKCAST_PGLITE_DIR, { startParams: JSON.parse(process.env.FORKCAST_PGLITE_START_PARAMS) });
client.waitReady
  .then(() => migrate(drizzle(client), { migrationsFolder: process.env.FORKCAST_MIGRATIONS_FOLDER }))
  .then(() => client.close())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
`;

/**
 * Creates and migrates the cluster of an empty folder in a child process, which returns all of its memory
 * when it exits. Done in-process, PGlite's initdb stays reachable for the life of the process (V8 keeps the
 * last `WebAssembly.instantiate` result, here initdb's instance, whose callbacks hold initdb's helper
 * instance and a 128 MB copy of its heap): about 430 MB a first start kept until the next restart.
 */
export function prepareOnFirstStart(dataDir: string, options: { startParams: readonly string[]; migrationsFolder: string }): Promise<void> {
  // NODE_OPTIONS is the gateway's (an inspector port, a preload), not this helper's.
  const { NODE_OPTIONS: _gatewayOnly, ...env } = process.env;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', PREPARE_CLUSTER_SCRIPT],
      {
        env: {
          ...env,
          FORKCAST_PGLITE: require.resolve('@electric-sql/pglite'),
          FORKCAST_DRIZZLE_PGLITE: require.resolve('drizzle-orm/pglite'),
          FORKCAST_DRIZZLE_MIGRATOR: require.resolve('drizzle-orm/pglite/migrator'),
          FORKCAST_PGLITE_DIR: dataDir,
          FORKCAST_PGLITE_START_PARAMS: JSON.stringify(options.startParams),
          FORKCAST_MIGRATIONS_FOLDER: options.migrationsFolder,
        },
        timeout: 300_000,
      },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        reject(new Error(`Could not create the embedded database in ${dataDir}: ${stderr.trim() || error.message}`));
      },
    );
  });
}
