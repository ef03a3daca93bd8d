import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import express from 'express';
import { SHARED_VERSION_MESSAGE, describeSharedVersionRefusal } from '@forkcast/contracts/shared-versions';
import { createStaticRouter } from '../src/modules/static/static.router';

/** scripts/remotes.mjs (publish / rollback) in a child process, on a throw-away releases folder. */
const repoRoot = path.resolve(__dirname, '../..');
const FORKCAST_PACKAGES = ['@forkcast/api-client', '@forkcast/design-system', '@forkcast/live-store'];

/** A module of an mf-manifest.json's `shared` list, as the federation plugin writes it (version and range). */
const sharedModule = (name: string, version: string, requiredVersion = `^${version}`) => ({
  id: `x:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
});

/** A static root whose built shell (the live one) provides `versions` (default: every Forkcast package at 1.0.0). */
function liveShell(versions: Record<string, string> = Object.fromEntries(FORKCAST_PACKAGES.map((name) => [name, '1.0.0']))): string {
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-static-'));
  fs.mkdirSync(path.join(staticRoot, 'shell/dist'), { recursive: true });
  const shared = [...Object.entries(versions).map(([name, version]) => sharedModule(name, version)), sharedModule('react', '19.3.1')];
  fs.writeFileSync(path.join(staticRoot, 'shell/dist/mf-manifest.json'), JSON.stringify({ id: 'shell', name: 'shell', shared }));
  return staticRoot;
}
const defaultShell = liveShell();

function remotes(releasesDir: string, args: string[], script = path.join(repoRoot, 'scripts/remotes.mjs'), staticRoot = defaultShell) {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    FORKCAST_RELEASES_DIR: releasesDir,
    STATIC_ROOT: staticRoot,
  };
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], { env, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? -1 : 0, stdout, stderr });
    });
  });
}

/**
 * A remote build folder as webpack writes it (entry, a chunk with its source map, the route declaration, the
 * federation manifest naming the remote it was built as and the packages it shares, by default every Forkcast
 * package at ^1.0.0).
 */
function fakeBuild(
  text: string,
  federationName = 'mfe_admin',
  shared = FORKCAST_PACKAGES.map((name) => sharedModule(name, '1.0.0')),
): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-build-'));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `var ${federationName}; /* ${text} */`);
  fs.writeFileSync(path.join(dist, 'remoteEntry.js.map'), `{"version":3,"sourcesContent":["${text}"]}`);
  fs.writeFileSync(path.join(dist, 'routes.0123456789.js'), `/* chunk ${text} */`);
  fs.writeFileSync(path.join(dist, 'routes.0123456789.js.map'), `{"version":3,"sourcesContent":["chunk ${text}"]}`);
  fs.writeFileSync(path.join(dist, 'route-prefixes.json'), '[]');
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ id: federationName, name: federationName, metaData: { globalName: federationName }, shared }),
  );
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
  for (const [remote, text] of [
    ['mfe-admin', 'admin one'],
    ['mfe-swipe', 'swipe one'],
    ['mfe-admin', 'admin two'],
  ] as const) {
    const result = await remotes(releasesDir, ['publish', remote, '--from', fakeBuild(text, remote.replace('-', '_'))]);
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
    for (const args of [
      ['rollback', 'mfe-admin', versions['admin one']!],
      ['publish', 'mfe-admin', '--from', fakeBuild('admin three')],
    ]) {
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
    for (const workspace of ['shared-ui/contracts', 'shared-ui/build-preset', 'node_modules']) {
      fs.symlinkSync(path.join(repoRoot, workspace), path.join(root, workspace), 'dir');
    }
    fs.mkdirSync(path.join(root, 'mfe-admin'));
    fs.writeFileSync(path.join(root, 'mfe-admin/package.json'), JSON.stringify({ version: '1.0.0+build/5' }));
    const releasesDir = path.join(root, 'releases');

    const result = await remotes(
      releasesDir,
      ['publish', 'mfe-admin', '--from', fakeBuild('plus')],
      path.join(root, 'scripts/remotes.mjs'),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/1\.0\.0\+build\/5-\w+" is not a version name/);
    expect(fs.existsSync(releasesDir)).toBe(false);
  });
});

describe("scripts/remotes.mjs publish refuses a build that is not this remote's", () => {
  it("refuses another remote's build (its federation name), before copying or writing anything", async () => {
    const { releasesDir, file } = await published();
    const before = fs.readFileSync(file, 'utf8');
    const swipeBuild = fakeBuild('swipe two', 'mfe_swipe');

    const result = await remotes(releasesDir, ['publish', 'mfe-spotlight', '--from', swipeBuild]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${swipeBuild} is a build of mfe_swipe, not of mfe_spotlight`);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(releasesDir, 'mfe-spotlight'))).toBe(false);

    // A build without a federation manifest names no remote: refused too.
    const unnamed = fakeBuild('unnamed', 'mfe_spotlight');
    fs.rmSync(path.join(unnamed, 'mf-manifest.json'));
    const missing = await remotes(releasesDir, ['publish', 'mfe-spotlight', '--from', unnamed]);
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('has no usable mf-manifest.json (it is missing)') });

    // Its own build is published.
    expect(await remotes(releasesDir, ['publish', 'mfe-spotlight', '--from', fakeBuild('spotlight one', 'mfe_spotlight')])).toMatchObject({
      code: 0,
    });
  });

  it('refuses arguments it does not know, saying so, and changes nothing', async () => {
    const { releasesDir, versions, file } = await published();
    const before = fs.readFileSync(file, 'utf8');
    const build = fakeBuild('admin three');
    const refusals: [string[], string][] = [
      [['publish', 'mfe-admin', '--from', build, '--force'], 'unknown option "--force"'],
      [['publish', 'mfe-admin', '--form', build], 'unknown option "--form"'],
      [['publish', 'mfe-admin', `--from=${build}`], `unknown option "--from=${build}"`],
      [['publish', 'mfe-admin', 'mfe-swipe'], 'unexpected argument "mfe-swipe"'],
      [['publish', 'mfe-admin', '--from'], '--from needs the build folder'],
      [['publish', 'mfe-admin', '--from', build, '--from', build], '--from is given twice'],
      [['publish', '--all', '--from', build], "--from is one remote's build"],
      [['publish'], 'usage: publish <remote|--all>'],
      [['rollback', 'mfe-admin', versions['admin one']!, 'now'], 'unexpected argument "now"'],
      [['rollback', 'mfe-admin', '--yes'], 'unknown option "--yes"'],
      [['list', 'mfe-admin'], 'unexpected argument "mfe-admin"'],
      [['promote', 'mfe-admin'], 'usage: remotes.mjs publish'],
    ];
    for (const [args, message] of refusals) {
      const result = await remotes(releasesDir, args);
      expect({ args, code: result.code }).toEqual({ args, code: 2 });
      expect(result.stderr).toContain(message);
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    }
  });
});

describe('scripts/remotes.mjs publish refuses a build the live shell would refuse', () => {
  it("refuses a build needing another major of a shared Forkcast package, in the refusal card's words", async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-'));
    made.push(releasesDir);
    const build = fakeBuild('design system 2', 'mfe_admin', [
      sharedModule('@forkcast/design-system', '2.0.0'),
      sharedModule('@forkcast/api-client', '1.0.0'),
    ]);

    const result = await remotes(releasesDir, ['publish', 'mfe-admin', '--from', build]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`users would read "${SHARED_VERSION_MESSAGE}"`);
    expect(result.stderr).toContain(
      describeSharedVersionRefusal({
        pkg: '@forkcast/design-system',
        provided: '1.0.0',
        providedBy: 'shell',
        required: '^2.0.0',
        requiredBy: 'mfe_admin',
      }),
    );
    expect(result.stderr).not.toContain('@forkcast/api-client ^1.0.0');
    expect(fs.readdirSync(releasesDir)).toEqual([]);

    // The same build, once the live shell provides 2.x, is published; so is a 1.0 build on a shell with 1.3.
    const newerShell = liveShell({ '@forkcast/design-system': '2.1.0', '@forkcast/api-client': '1.0.0' });
    expect(await remotes(releasesDir, ['publish', 'mfe-admin', '--from', build], undefined, newerShell)).toMatchObject({ code: 0 });
    const minorShell = liveShell({ '@forkcast/design-system': '1.3.0', '@forkcast/api-client': '1.0.0', '@forkcast/live-store': '1.0.0' });
    expect(
      await remotes(releasesDir, ['publish', 'mfe-admin', '--from', fakeBuild('design system 1')], undefined, minorShell),
    ).toMatchObject({ code: 0 });
  });

  it('refuses to roll back to a version the live shell would now refuse, and leaves the current one', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-'));
    made.push(releasesDir);
    const file = path.join(releasesDir, 'mfe-releases.json');
    // Version one needs design system 1.x; the shell moved to 2.x and version two followed it.
    const one = await remotes(releasesDir, ['publish', 'mfe-admin', '--from', fakeBuild('admin on ds 1')]);
    expect(one).toMatchObject({ code: 0 });
    const shellOnTwo = liveShell({ '@forkcast/design-system': '2.1.0', '@forkcast/api-client': '1.0.0', '@forkcast/live-store': '1.0.0' });
    const onTwo = fakeBuild('admin on ds 2', 'mfe_admin', [sharedModule('@forkcast/design-system', '2.0.0')]);
    expect(await remotes(releasesDir, ['publish', 'mfe-admin', '--from', onTwo], undefined, shellOnTwo)).toMatchObject({ code: 0 });
    const before = fs.readFileSync(file, 'utf8');
    const versionOne = /published \S+ (\S+) /.exec(one.stdout)![1]!;

    for (const args of [
      ['rollback', 'mfe-admin'],
      ['rollback', 'mfe-admin', versionOne],
    ]) {
      const result = await remotes(releasesDir, args, undefined, shellOnTwo);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`not rolling mfe-admin back to ${versionOne}`);
      expect(result.stderr).toContain(
        describeSharedVersionRefusal({
          pkg: '@forkcast/design-system',
          provided: '2.1.0',
          providedBy: 'shell',
          required: '^1.0.0',
          requiredBy: 'mfe_admin',
        }),
      );
      expect(fs.readFileSync(file, 'utf8')).toBe(before);
    }
    // On a shell that still provides 1.x the same rollback goes through.
    expect(await remotes(releasesDir, ['rollback', 'mfe-admin', versionOne])).toMatchObject({ code: 0 });
  });

  it('lets other shared modules differ (the runtime only warns), and refuses when there is no built shell to check against', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-'));
    made.push(releasesDir);
    const newerReact = fakeBuild('react 20', 'mfe_admin', [
      sharedModule('react', '20.0.0'),
      sharedModule('@forkcast/design-system', '1.0.0'),
    ]);
    expect(await remotes(releasesDir, ['publish', 'mfe-admin', '--from', newerReact])).toMatchObject({ code: 0 });

    const noShell = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-remotes-cli-static-'));
    const result = await remotes(releasesDir, ['publish', 'mfe-admin', '--from', fakeBuild('no shell')], undefined, noShell);
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('cannot check the build against the live shell') });
    expect(result.stderr).toContain('build the shell first');
  });
});
