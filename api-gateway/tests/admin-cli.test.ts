import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageRoot } from '../src/paths';

/** The real `npm run admin` entry (tsx src/cli/admin.ts) in a child process, on a throw-away embedded database. */
function admin(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const tsx = path.join(require.resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, FORKCAST_DATA_DIR: dataDir, NODE_ENV: 'development' };
  return new Promise((resolve) => {
    execFile(process.execPath, [tsx, 'src/cli/admin.ts', ...args], { cwd: packageRoot, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin (process)', () => {
  it('exits 2 with the usage on a bad command, before touching any database', async () => {
    const result = await admin(['promote', 'x@example.com'], dataDir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Unknown command: promote');
    expect(result.stderr).toContain('grant <email>');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  });

  it('opens the configured database (migrating it) and exits 1 for an unknown e-mail', async () => {
    const result = await admin(['grant', 'Nobody@Example.com'], dataDir);
    expect(result.stderr).toContain(`No user with the e-mail nobody@example.com in the embedded database in ${dataDir}.`);
    expect(result.code).toBe(1);
    const listed = await admin(['list'], dataDir);
    expect(listed).toMatchObject({ code: 0, stdout: expect.stringContaining('No admins.') });
  });

  it('refuses an embedded database another process has open', async () => {
    const pidFile = path.join(dataDir, 'pglite', 'postmaster.pid');
    fs.mkdirSync(path.dirname(pidFile), { recursive: true });
    fs.writeFileSync(pidFile, '-42\n');
    try {
      const result = await admin(['list'], dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is open in another process');
    } finally {
      fs.rmSync(pidFile);
    }
  });
});
