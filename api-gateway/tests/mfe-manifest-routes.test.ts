import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { REMOTE_NAMES, remotePaths, type RoutePrefix } from '@forkcast/contracts';
import { createStaticRouter } from '../src/modules/static/static.router';
import { claimRoutePrefixes, type Declaration } from '../src/modules/static/route-prefixes';

const repoRoot = path.resolve(__dirname, '../..');
const tabs = (p: string): RoutePrefix => ({ path: p, layout: 'tabs', visitors: 'signed-in' });

/** A remote build folder with an entry and the prefixes it declares (`declaredAt` sets the file's time). */
function writeBuild(dir: string, prefixes: unknown, declaredAt?: number): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  const file = path.join(dir, 'route-prefixes.json');
  fs.writeFileSync(file, typeof prefixes === 'string' ? prefixes : JSON.stringify(prefixes));
  if (declaredAt) fs.utimesSync(file, declaredAt / 1000, declaredAt / 1000);
}

function pointAt(releasesDir: string, remotes: Record<string, { current: string; history: string[] }>): void {
  const file = path.join(releasesDir, 'mfe-releases.json');
  fs.writeFileSync(file, JSON.stringify({ remotes }));
  // A later mtime than the previous write, as a real publish a moment later would have.
  const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  fs.utimesSync(file, later, later);
}

/** A gateway on fresh folders, or (a restart) on the folders of an earlier one. */
function gateway(
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-routes-static-')),
  releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-routes-releases-')),
) {
  const warnings: string[] = [];
  const app = express().use(
    createStaticRouter({ staticRoot, releasesDir, remoteEntryOverrides: {}, warn: (message) => warnings.push(message) }),
  );
  const manifest = async () => (await request(app).get('/mfe-manifest.json').expect(200)).body;
  return { staticRoot, releasesDir, warnings, manifest };
}

describe('route prefixes in /mfe-manifest.json', () => {
  it("lists each remote's prefixes from its build folder, and none for a build without a declaration", async () => {
    const gw = gateway();
    writeBuild(path.join(gw.staticRoot, 'mfe-admin/dist'), [{ path: '/admin', layout: 'full', visitors: 'any' }]);
    const { remotes } = await gw.manifest();
    expect(remotes.mfe_admin).toEqual({
      entry: '/remotes/mfe-admin/remoteEntry.js',
      prefixes: [{ path: '/admin', layout: 'full', visitors: 'any' }],
    });
    expect(remotes.mfe_swipe.prefixes).toEqual([]);
    expect(gw.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^mfe_swipe claims no paths: .*route-prefixes\.json is missing/)]),
    );
  });

  it('takes the prefixes of the published version: a new version adds one, a rollback removes it, no restart', async () => {
    const gw = gateway();
    const v1 = path.join(gw.releasesDir, 'mfe-admin/0.1.0-aaaaaaaaaa');
    const v2 = path.join(gw.releasesDir, 'mfe-admin/0.1.0-bbbbbbbbbb');
    writeBuild(v1, [{ path: '/admin', layout: 'full', visitors: 'any' }]);
    writeBuild(v2, [{ path: '/admin', layout: 'full', visitors: 'any' }, tabs('/reports')]);

    pointAt(gw.releasesDir, { mfe_admin: { current: '0.1.0-aaaaaaaaaa', history: [] } });
    expect((await gw.manifest()).remotes.mfe_admin.prefixes.map((p: RoutePrefix) => p.path)).toEqual(['/admin']);

    pointAt(gw.releasesDir, { mfe_admin: { current: '0.1.0-bbbbbbbbbb', history: ['0.1.0-aaaaaaaaaa'] } });
    const published = (await gw.manifest()).remotes.mfe_admin;
    expect(published.entry).toBe('/remotes/mfe-admin/0.1.0-bbbbbbbbbb/remoteEntry.js');
    expect(published.prefixes).toEqual([{ path: '/admin', layout: 'full', visitors: 'any' }, tabs('/reports')]);

    pointAt(gw.releasesDir, { mfe_admin: { current: '0.1.0-aaaaaaaaaa', history: ['0.1.0-bbbbbbbbbb'] } });
    expect((await gw.manifest()).remotes.mfe_admin.prefixes.map((p: RoutePrefix) => p.path)).toEqual(['/admin']);
  });

  it("refuses a claim on the shell's paths or another remote's, keeps the rest, and says why once", async () => {
    const gw = gateway();
    writeBuild(path.join(gw.staticRoot, 'mfe-admin/dist'), [{ path: '/admin', layout: 'full', visitors: 'any' }], Date.now() - 60_000);
    writeBuild(path.join(gw.staticRoot, 'mfe-account/dist'), [
      tabs('/settings'),
      tabs('/'),
      tabs('/auth'),
      tabs('/onboarding'),
      tabs('/session/x'),
      tabs('/api'),
      tabs('/admin'),
      tabs('/admin/users'),
    ]);
    const { remotes } = await gw.manifest();
    expect(remotes.mfe_account.prefixes).toEqual([tabs('/settings')]);
    expect(remotes.mfe_admin.prefixes.map((p: RoutePrefix) => p.path)).toEqual(['/admin']);
    const refusals = gw.warnings.filter((w) => w.startsWith('mfe_account may not claim'));
    expect(refusals).toEqual([
      "mfe_account may not claim /: it is the shell's or the gateway's own path",
      "mfe_account may not claim /auth: it is the shell's or the gateway's own path",
      "mfe_account may not claim /onboarding: it is the shell's or the gateway's own path",
      "mfe_account may not claim /session/x: it is the shell's or the gateway's own path",
      "mfe_account may not claim /api: it is the shell's or the gateway's own path",
      'mfe_account may not claim /admin: it overlaps /admin, claimed by mfe_admin',
      'mfe_account may not claim /admin/users: it overlaps /admin, claimed by mfe_admin',
    ]);
    await gw.manifest();
    expect(gw.warnings.filter((w) => w.startsWith('mfe_account may not claim'))).toHaveLength(refusals.length);
  });

  it("keeps a published version whose folder is gone, with its paths, so its pages show the remote's failure card", async () => {
    const gw = gateway();
    const spotlight = [tabs('/spotlight'), tabs('/favorites'), tabs('/randomizer')];
    const version = path.join(gw.releasesDir, 'mfe-spotlight/0.1.0-aaaaaaaaaa');
    writeBuild(version, spotlight);
    pointAt(gw.releasesDir, { mfe_spotlight: { current: '0.1.0-aaaaaaaaaa', history: [] } });
    const published = { entry: '/remotes/mfe-spotlight/0.1.0-aaaaaaaaaa/remoteEntry.js', version: '0.1.0-aaaaaaaaaa', prefixes: spotlight };
    expect((await gw.manifest()).remotes.mfe_spotlight).toEqual(published);

    // Removed while the gateway runs: the shell still routes /spotlight to mfe_spotlight, whose entry fails to load.
    fs.rmSync(version, { recursive: true });
    expect((await gw.manifest()).remotes.mfe_spotlight).toEqual(published);
    await gw.manifest();
    const missing = gw.warnings.filter((w) => w.startsWith('mfe_spotlight 0.1.0-aaaaaaaaaa'));
    expect(missing).toEqual([expect.stringMatching(/remoteEntry\.js is missing.*failure card.*remote:rollback -- mfe-spotlight/)]);

    // After a restart the entry stays the published one; the paths come from the remote's build folder.
    writeBuild(path.join(gw.staticRoot, 'mfe-spotlight/dist'), spotlight);
    const restarted = gateway(gw.staticRoot, gw.releasesDir);
    expect((await restarted.manifest()).remotes.mfe_spotlight).toEqual(published);
  });

  it('claims nothing for a malformed declaration', async () => {
    const gw = gateway();
    writeBuild(path.join(gw.staticRoot, 'mfe-admin/dist'), '{ not json');
    writeBuild(path.join(gw.staticRoot, 'mfe-swipe/dist'), [{ path: '/swipe', layout: 'sideways', visitors: 'any' }]);
    const { remotes } = await gw.manifest();
    expect(remotes.mfe_admin.prefixes).toEqual([]);
    expect(remotes.mfe_swipe.prefixes).toEqual([]);
    expect(gw.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^mfe_admin claims no paths: .* is not a list of/)]));
  });
});

describe('claimRoutePrefixes', () => {
  const declared = (prefixes: RoutePrefix[], declaredAt: number): Declaration => ({ prefixes, declaredAt });

  it('leaves a contested path with the remote that declared it first, whatever the remote order', () => {
    const { claims, refused } = claimRoutePrefixes({
      mfe_swipe: declared([tabs('/deals')], 2),
      mfe_admin: declared([tabs('/deals/today')], 1),
    });
    expect(claims.mfe_admin).toEqual([tabs('/deals/today')]);
    expect(claims.mfe_swipe).toEqual([]);
    expect(refused).toEqual([{ remote: 'mfe_swipe', path: '/deals', reason: 'overlaps /deals/today, claimed by mfe_admin' }]);
  });

  it('refuses malformed prefixes and a remote overlapping itself; similar names do not overlap', () => {
    const { claims, refused } = claimRoutePrefixes({
      mfe_admin: declared(
        [tabs('/admin'), tabs('/admin-reports'), tabs('/admin/x'), tabs('/Admin'), tabs('admin'), tabs('/a//b'), tabs('/authors')],
        1,
      ),
    });
    expect(claims.mfe_admin.map((p) => p.path)).toEqual(['/admin', '/admin-reports', '/authors']);
    expect(refused.map((r) => `${r.path}: ${r.reason}`)).toEqual([
      '/admin/x: overlaps its own /admin',
      '/Admin: is not a path prefix like /settings (lower-case segments, at most 4)',
      'admin: is not a path prefix like /settings (lower-case segments, at most 4)',
      '/a//b: is not a path prefix like /settings (lower-case segments, at most 4)',
    ]);
  });

  it("accepts every remote's own declaration in the repository, the paths contracts links to", () => {
    const declarations = Object.fromEntries(
      REMOTE_NAMES.map((name) => {
        const file = path.join(repoRoot, name.replaceAll('_', '-'), 'src/route-prefixes.json');
        return [name, declared(JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePrefix[], 0)];
      }),
    );
    const { claims, refused } = claimRoutePrefixes(declarations);
    expect(refused).toEqual([]);
    for (const name of REMOTE_NAMES) {
      // What the gateway serves is what the remote declares and what paths (remote-paths.ts) links to.
      expect(claims[name]).toEqual(declarations[name]!.prefixes);
      expect(claims[name].map((p) => p.path)).toEqual(Object.values(remotePaths[name]));
    }
    expect(claims.mfe_admin).toEqual([{ path: '/admin', layout: 'full', visitors: 'any' }]);
  });
});
