import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import express from 'express';
import { createStaticRouter } from '../src/modules/static/static.router';

/** scripts/remotes.mjs (publish / rollback) in a child process, on a throw-away releases folder. */
const repoRoot = path.resolve(__dirname, '../..');

function remotes(releasesDir: string, args: string[], script = path.join(repoRoot, 'scripts/remotes.mjs')) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, FORKCAST_RELEASES_DIR: releasesDir };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

/** A remote build folder as webpack writes it (entry, a chunk with its source map, the route declaration). */
function fakeBuild(text: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-build-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${text} */`);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), `{"version":3,"sourcesContent":["${text}"]}`);
  fs.writeFileSync(path.join(dist, 'routes.0123456789.js'), `/* chunk ${text} */`);
  fs.writeFileSync(path.join(dist, 'routes.0123456789.js.map'), `{"version":3,"sourcesContent":["chunk ${text}"]}`);
  fs.writeFileSync(path.join(dist, 'route-prefixes.json'), '[]');
  return dist;
}

/** What the gateway makes of a releases folder: the version it points mfe_admin and mfe_swipe at. */
async function served(releasesDir: string) {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-static-'));
  const app = express().use(createStaticRouter({ staticRoot, releasesDir, remoteEntryOverrides: {} }));
  const { remotes: manifest } = (await request(app).get('/mfe-manifest.json').expect(200)).body;
  return { admin: manifest.mfe_admin.version, swipe: manifest.mfe_swipe.version, app };
}

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A releases folder with two published versions of mfe-admin (current: the second) and one of mfe-swipe. */
async function published() {
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-'));
  made.push(releasesDir);
  const versions: Record<string, string> = {};
  for (const [remote, text] of [['mfe-admin', 'admin one'], ['mfe-swipe', 'swipe one'], ['mfe-admin', 'admin two']] as const) {
    const result = await remotes(releasesDir, ['publish', remote, '--from', fakeBuild(text)]);
    expect(result).toMatchObject({ code: 0 });
    versions[text] = /published \S+ (\S+) /.exec(result.stdout)![1]!;
  }
  return { releasesDir, versions, file: path.join(releasesDir, 'mfe-releases.json') };
}

describe('scripts/remotes.mjs rollback refuses names that are not a published version', () => {
  it('refuses traversal, absolute paths, an unknown remote and a missing version, leaving the file as it was', async () => {
    const { releasesDir, versions, file } = await published();
    const before = fs.readFileSync(file, 'utf8');
    const swipeVersion = versions['swipe one']!;
    const refusals: [string[], RegExp][] = [
      [['rollback', 'mfe-admin', `../mfe-swipe/${swipeVersion}`], /is not a version name/],
      [['rollback', 'mfe-admin', `..\\mfe-swipe\\${swipeVersion}`], /is not a version name/],
      [['rollback', 'mfe-admin', '..'], /is not a version name/],
      [['rollback', 'mfe-admin', path.join(releasesDir, 'mfe-swipe', swipeVersion)], /is not a version name/],
      [['rollback', 'mfe-admin', '/etc'], /is not a version name/],
      [['rollback', '../mfe-admin', versions['admin one']!], /unknown remote/],
      [['rollback', 'mfe-nope'], /unknown remote/],
      [['rollback', 'mfe-admin', '9.9.9-0123456789'], /is not published/],
      // A version of another remote is not one of this remote's.
      [['rollback', 'mfe-admin', swipeVersion], /is not published/],
    ];
    for (const [args, message] of refusals) {
      const result = await remotes(releasesDir, args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).toMatch(message);
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    }
    // No temporary file is left beside it, and the gateway still serves what was current.
    expect(fs.readdirSync(releasesDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await served(releasesDir)).toMatchObject({ admin: versions['admin two'], swipe: swipeVersion });

    // A real rollback still works.
    expect(await remotes(releasesDir, ['rollback', 'mfe-admin'])).toMatchObject({ code: 0 });
    expect(await served(releasesDir)).toMatchObject({ admin: versions['admin one'], swipe: swipeVersion });
  });

  it('never writes a release file the gateway would reject, even when the file on disk is already bad', async () => {
    const { releasesDir, versions, file } = await published();
    const bad = JSON.parse(fs.readFileSync(file, 'utf8'));
    bad.remotes.mfe_swipe.history = ['../mfe-admin/x'];
    fs.writeFileSync(file, JSON.stringify(bad));
    const before = fs.readFileSync(file, 'utf8');
    for (const args of [['rollback', 'mfe-admin', versions['admin one']!], ['publish', 'mfe-admin', '--from', fakeBuild('admin three')]]) {
      const result = await remotes(releasesDir, args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).toContain('mfe-releases.json');
      expect(result.stderr).toContain('mfe_swipe');
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    }
  });
});

describe('scripts/remotes.mjs publish refuses a version name the gateway would reject', () => {
  it('refuses a package version that makes a bad name, before copying anything', async () => {
    // A copy of the script whose mfe-admin package has a semver build suffix ("+" is not allowed in a version name).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-root-'));
    made.push(root);
    fs.mkdirSync(path.join(root, 'scripts'));
    fs.copyFileSync(path.join(repoRoot, 'scripts/remotes.mjs'), path.join(root, 'scripts/remotes.mjs'));
    fs.mkdirSync(path.join(root, 'shared-ui'));
    fs.symlinkSync(path.join(repoRoot, 'shared-ui/contracts'), path.join(root, 'shared-ui/contracts'), 'dir');
    fs.mkdirSync(path.join(root, 'mfe-admin'));
    fs.writeFileSync(path.join(root, 'mfe-admin/package.json'), JSON.stringify({ version: '1.0.0+build/5' }));
    const releasesDir = path.join(root, 'releases');

    const result = await remotes(releasesDir, ['publish', 'mfe-admin', '--from', fakeBuild('plus')], path.join(root, 'scripts/remotes.mjs'));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/1\.0\.0\+build\/5-\w+" is not a version name/);
    expect(fs.existsSync(releasesDir)).toBe(false);
  });
});
