import { execFile } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { waitFor } from '../wait-for';
import { postgresBinDir } from './fault-tools';

const run = promisify(execFile);

/**
 * A private, throw-away PostgreSQL cluster on one port (trust auth, no fsync): the tests stop and start it
 * without touching the shared server. initdb refuses to run as root, so as root every server command
 * runs as the postgres user, in a temp folder it owns.
 */
export class PostgresCluster {
  private readonly dir: string;
  private readonly bin: string;

  private constructor(readonly port: number) {
    const bin = postgresBinDir();
    if (!bin) throw new Error('PostgreSQL server binaries are missing');
    this.bin = bin;
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), `forkcast-pg-${port}-`));
    if (asRoot()) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(this.dir, uid, gid);
    }
  }

  /** initdb (a few hundred ms with --no-sync) and start. */
  static async create(port: number): Promise<PostgresCluster> {
    const cluster = new PostgresCluster(port);
    await cluster.pg('initdb', [
      '-D',
      cluster.dataDir,
      '--no-sync',
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-instructions',
    ]);
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  async start(): Promise<void> {
    // fsync=off is safe for a server crash (the WAL is in the OS cache at each commit); asynchronous
    // commit is not: an immediate stop would lose the last commits, which these tests count.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    await this.pg('pg_ctl', ['-D', this.dataDir, '-l', path.join(this.dir, 'server.log'), '-o', options, '-w', '-t', '20', 'start']);
    await waitFor(`PostgreSQL on ${this.port}`, () => this.query('select 1').then(() => true));
  }

  /** `immediate` is a crash (backends killed, recovery on start); `fast` rolls back and closes cleanly. */
  async stop(mode: 'immediate' | 'fast' = 'immediate'): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', '-t', '20', 'stop']);
  }

  /** One statement on a short-lived connection (the tests' view of what was stored). */
  async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: this.url, connectionTimeoutMillis: 2000 });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  serverLog(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'server.log'), 'utf8');
    } catch {
      return '';
    }
  }

  private async pg(binary: string, args: string[]): Promise<void> {
    const command = path.join(this.bin, binary);
    const [file, argv] = asRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    await run(file, argv, { cwd: this.dir, timeout: 30_000 });
  }
}

function asRoot(): boolean {
  return process.getuid?.() === 0;
}
