import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../../../src/paths';
import { waitFor } from '../wait-for';
import { gatewayBundle } from './gateway-bundle';

export const GATEWAY_SECRET = 'reliability-session-secret-0123456789';

/**
 * A real gateway process (src/server.ts bundled from the current source, see gateway-bundle.ts): a
 * SIGKILL is a real crash and a SIGTERM the real shutdown path.
 * Every instance started with the same secret and database serves the same cookie sessions.
 */
export class GatewayProcess {
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private output = '';

  private constructor(
    readonly port: number,
    /** FORKCAST_DATA_DIR: a fresh temp folder per process (PGlite lives in <dataDir>/pglite). */
    readonly dataDir: string,
    private readonly staticRoot: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /**
   * `server`: a built gateway to run instead of the bundle of the current source (the benchmarks measure
   * dist/server.js, as every other benchmark does).
   */
  static async start(port: number, env: Record<string, string>, server?: string): Promise<GatewayProcess> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `forkcast-gw-${port}-`));
    const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-gw-static-'));
    fs.mkdirSync(path.join(staticRoot, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(staticRoot, 'shell/dist/index.html'), '<!doctype html><title>Forkcast</title>');
    const { NODE_OPTIONS: _jestOptions, ...inherited } = process.env;
    const child = spawn(process.execPath, [server ?? (await gatewayBundle())], {
      cwd: packageRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...inherited,
        NODE_ENV: 'test',
        PORT: String(port),
        SESSION_SECRET: GATEWAY_SECRET,
        FORKCAST_DATA_DIR: dataDir,
        STATIC_ROOT: staticRoot,
        LOG_LEVEL: process.env.GATEWAY_LOG_LEVEL ?? 'warn',
        // Every request comes from 127.0.0.1; the per-IP limit has its own tests.
        OTP_REQUESTS_PER_IP: '500',
        COSTLY_PER_IP_PER_MINUTE: '100000',
        COSTLY_PER_USER_PER_MINUTE: '100000',
        ...env,
      },
    });
    const gateway = new GatewayProcess(port, dataDir, staticRoot, child);
    await waitFor(
      `gateway on ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}:\n${gateway.output}`);
        const res = await fetch(`${gateway.url}/api/health`, { signal: AbortSignal.timeout(1000) });
        return res.ok;
      },
      30_000,
    );
    return gateway;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Waits until the process has printed `text` (its log, LOG_LEVEL warn by default). */
  async printed(text: string, timeoutMs = 10_000): Promise<void> {
    await waitFor(`"${text}" from the gateway on ${this.port}`, () => this.output.includes(text), timeoutMs);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** What the process logged (warnings and errors at LOG_LEVEL=warn): shown when a test fails. */
  get log(): string {
    return this.output;
  }

  /** Prints what the process logged at error or fatal level (called after each test: a failure shows why). */
  printErrors(): void {
    const errors = this.output.split('\n').filter((line) => /"level":(50|60)/.test(line) || /^\s*at |Error/.test(line));
    if (errors.length) console.log(`gateway ${this.port} errors:\n${errors.join('\n').slice(-6000)}`);
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Kills the process if it still runs and removes its temp folders. */
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
    for (const dir of [this.dataDir, this.staticRoot]) fs.rmSync(dir, { recursive: true, force: true });
  }
}
