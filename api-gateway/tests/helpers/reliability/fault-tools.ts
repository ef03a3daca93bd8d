import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { usingPostgres } from '../test-database';

/**
 * The reliability suites start, kill and restart their own Redis, PostgreSQL and gateway processes on
 * ports 9200-9299, never the shared servers. They run once, in the default (PGlite) pass: under
 * TEST_DB=postgres they skip, since they don't use the test database at all.
 */

/** redis-server on PATH, or undefined. */
export function redisServerBinary(): string | undefined {
  return which('redis-server');
}

/** The folder with initdb, pg_ctl and postgres (pg_config --bindir, else /usr/lib/postgresql/<newest>/bin). */
export function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  } catch {
    // no pg_config: look in Debian's layout below
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((binary) => existsSync(path.join(dir, binary))));
}

/**
 * `describe` when every need is met, else `describe.skip` with the reason printed once (a skipped suite
 * must say why, or a green run could hide that it never ran).
 */
export function describeWhen(suite: string, needs: { redis?: boolean; postgres?: boolean }): jest.Describe {
  const reasons: string[] = [];
  if (usingPostgres) reasons.push('reliability suites run once, in the default pass (they manage their own servers)');
  if (needs.redis && !redisServerBinary()) reasons.push('redis-server is not installed (apt-get install redis-server)');
  if (needs.postgres && !postgresBinDir()) reasons.push('PostgreSQL server binaries are missing (apt-get install postgresql)');
  if (needs.postgres && process.getuid?.() === 0 && !which('runuser')) reasons.push('running as root needs runuser to start PostgreSQL');
  if (reasons.length === 0) return describe;
  if (!usingPostgres) console.log(`SKIPPED ${suite}: ${reasons.join('; ')}`);
  return describe.skip;
}

function which(binary: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const full = path.join(dir, binary);
    if (dir && existsSync(full)) return full;
  }
  return undefined;
}
