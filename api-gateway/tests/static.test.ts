import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signIn } from './helpers/sign-in';
import { setPreferences, setTier } from './helpers/swipe-fixtures';
import { START_SCRIPTS_LOADER_CSP } from '../src/modules/pages/start-scripts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('/mfe-manifest.json', () => {
  it('lists every remote under /remotes, no-cache', async () => {
    const res = await request(t.app).get('/mfe-manifest.json').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      remotes: {
        mfe_swipe: { entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [] },
        mfe_spotlight: { entry: '/remotes/mfe-spotlight/remoteEntry.js', prefixes: [] },
        mfe_account: { entry: '/remotes/mfe-account/remoteEntry.js', prefixes: [] },
        mfe_admin: { entry: '/remotes/mfe-admin/remoteEntry.js', prefixes: [] },
      },
    });
  });

  it('takes per-remote overrides from the environment', async () => {
    const custom = await createTestApp({ env: { MFE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js' } });
    const res = await request(custom.app).get('/mfe-manifest.json').expect(200);
    expect(res.body.remotes.mfe_admin).toEqual({ entry: 'https://cdn.example.com/admin/remoteEntry.js', prefixes: [] });
    expect(res.body.remotes.mfe_swipe).toEqual({ entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [] });
    // The remote's origin is allowed to run scripts.
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' ${START_SCRIPTS_LOADER_CSP} https://cdn.example.com`,
    );
  });
});

describe('remotes', () => {
  it('serves remote files with the right cache headers', async () => {
    const entry = await request(t.app).get('/remotes/mfe-swipe/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['content-type']).toMatch(/javascript/);
    const manifest = await request(t.app).get('/remotes/mfe-swipe/mf-manifest.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const chunk = await request(t.app).get('/remotes/mfe-swipe/src_routes.abcdef0123.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a real 404 for a missing remote file, never index.html', async () => {
    for (const url of ['/remotes/mfe-swipe/missing.js', '/remotes/mfe-admin/remoteEntry.js', '/remotes/unknown/x.js']) {
      const res = await request(t.app).get(url).set('Accept', 'text/html,*/*').expect(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });
});

describe('shell', () => {
  it('serves hashed chunks immutable and sw.js / manifest no-cache', async () => {
    const chunk = await request(t.app).get('/main.0123456789.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(t.app).get('/sw.js').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await request(t.app).get('/manifest.webmanifest').expect(200)).headers['cache-control']).toBe('no-cache');
    await request(t.app).get('/icons/icon-192.png').expect(200);
  });

  it('answers page navigations with index.html (SPA fallback), saying no one is signed in', async () => {
    for (const url of ['/swipe', '/session/123/results', '/auth', '/index.html']) {
      const res = await request(t.app).get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      // The app reads this instead of asking GET /api/auth/user (whose 401 the browser would log).
      expect(res.text).toContain('<script type="application/json" id="forkcast-user">null</script></head>');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/Cookie/);
    }
  });

  it('answers / with the prerendered landing page for a visitor who is not signed in', async () => {
    const res = await request(t.app).get('/').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<h1>Landing</h1>');
    // A stale cookie is a visitor like any other.
    const stale = await request(t.app).get('/').set('Accept', 'text/html').set('Cookie', 'forkcast.sid=s%3Anope.nope').expect(200);
    expect(stale.text).toContain('<h1>Landing</h1>');
  });

  it('answers every page of a signed-in user with the app and the user inlined, escaped', async () => {
    const { agent, user } = await signIn(t);
    await agent.put(`/api/users/${user.id}`).send({ firstName: '</script><script>alert(1)</script>' }).expect(200);
    for (const url of ['/', '/swipe']) {
      const res = await agent.get(url).set('Accept', 'text/html').expect(200);
      expect(res.text).not.toContain('<h1>Landing</h1>');
      const inlined = /<script type="application\/json" id="forkcast-user">(.*?)<\/script>/s.exec(res.text);
      expect(inlined).not.toBeNull();
      expect(inlined![1]!).not.toContain('<');
      expect(JSON.parse(inlined![1]!)).toMatchObject({ id: user.id, firstName: '</script><script>alert(1)</script>' });
      expect(res.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it("answers / of an onboarded user with home's first paint, their name escaped; other pages start empty", async () => {
    const { agent, user } = await signIn(t);
    // Before onboarding, / is the onboarding screen: no home greeting in the HTML.
    expect((await agent.get('/').set('Accept', 'text/html').expect(200)).text).toContain('<div id="root"></div>');
    await setPreferences(t, user.id, {});
    await agent.put(`/api/users/${user.id}`).send({ firstName: 'Ben & <b>Jo</b>' }).expect(200);
    const home = await agent.get('/').set('Accept', 'text/html').expect(200);
    expect(home.text).toContain('<h1>Hi, Ben &amp; &lt;b&gt;Jo&lt;/b&gt;</h1>');
    expect(home.text).toContain('id="forkcast-user"');
    expect(home.text).not.toContain('<p>premium</p>');
    const swipe = await agent.get('/swipe').set('Accept', 'text/html').expect(200);
    expect(swipe.text).toContain('<div id="root"></div>');
    expect(swipe.text).toContain('id="forkcast-user"');
    // Home is handed the user as GET /api/auth/user answers them: a premium user's greeting is theirs.
    await setTier(t, user.id, 'premium');
    const premium = /id="forkcast-user">(.*?)<\/script>/.exec((await agent.get('/').set('Accept', 'text/html').expect(200)).text)![1]!;
    expect(JSON.parse(premium)).toMatchObject({ id: user.id, subscriptionTier: 'premium' });
  });

  it('still serves index.html as a file to the service worker precache, and never the server code', async () => {
    const res = await request(t.app).get('/index.html').set('Accept', '*/*').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    await request(t.app).get('/server/pages.mjs').set('Accept', '*/*').expect(404);
    await request(t.app).get('/server/pages.mjs').set('Accept', 'text/html').expect(404);
  });

  it('answers a page path with the page to any GET that does not ask for JSON (curl, no Accept)', async () => {
    // curl's default Accept is */*: a newcomer's first `curl http://localhost:8080/` sees the landing page.
    const landing = await request(t.app).get('/').set('Accept', '*/*').expect(200);
    expect(landing.text).toContain('<h1>Landing</h1>');
    expect(landing.headers['content-type']).toMatch(/text\/html/);
    for (const accept of ['*/*', 'text/plain', '']) {
      const res = await request(t.app).get('/swipe').set('Accept', accept).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers.vary).toMatch(/Accept/);
    }
    await request(t.app).head('/settings').set('Accept', '*/*').expect(200);
  });

  it('keeps 404 for missing assets and non-page requests', async () => {
    await request(t.app).get('/missing.0123456789.js').set('Accept', '*/*').expect(404);
    await request(t.app).get('/logo.png').set('Accept', 'image/avif,image/webp,*/*').expect(404);
    await request(t.app).get('/swipe').set('Accept', 'application/json').expect(404);
    await request(t.app).get('/').set('Accept', 'application/json, text/plain, */*').expect(404);
    await request(t.app).post('/swipe').set('Accept', 'text/html').expect(404);
    await request(t.app).post('/').set('Accept', '*/*').expect(404);
    // The server's own paths are never the app's page to a client that does not ask for HTML.
    for (const serverPath of ['/ws', '/remotes/mfe-swipe/missing']) {
      await request(t.app).get(serverPath).set('Accept', '*/*').expect(404);
    }
    // The dev checkout answers for itself (it asks for a session here), never with the app's page.
    const checkout = await request(t.app).get('/dev-billing/checkout').set('Accept', '*/*');
    expect(checkout.status).not.toBe(200);
    expect(checkout.text).not.toContain('<div id="root">');
  });

  it('answers 503 with a hint when the front end is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-empty-'));
    const unbuilt = await createTestApp({ env: { STATIC_ROOT: empty } });
    const res = await request(unbuilt.app).get('/swipe').set('Accept', 'text/html').expect(503);
    expect(res.text).toBe('Forkcast front end is not built: run npm run build');
  });
});

describe('published remote versions', () => {
  function publish(releasesDir: string, folder: string, version: string, text: string): void {
    const dir = path.join(releasesDir, folder, version);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${text} */`);
    fs.writeFileSync(path.join(dir, 'routes.0123456789.js'), `/* chunk ${text} */`);
  }
  function point(releasesDir: string, remotes: Record<string, { current: string; history: string[] }>): void {
    // A later mtime than the previous write, as a real publish a moment later would have.
    const file = path.join(releasesDir, 'mfe-releases.json');
    fs.writeFileSync(file, JSON.stringify({ remotes }));
    const later = new Date(Date.now() + Math.floor(Math.random() * 1e6));
    fs.utimesSync(file, later, later);
  }

  it('points the manifest at the current version, serves it, and follows a rollback without a restart', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-releases-'));
    const app = (await createTestApp({ env: { FORKCAST_RELEASES_DIR: releasesDir } })).app;
    publish(releasesDir, 'mfe-admin', '0.1.0-aaaaaaaaaa', 'first');
    publish(releasesDir, 'mfe-admin', '0.1.0-bbbbbbbbbb', 'second');
    point(releasesDir, { mfe_admin: { current: '0.1.0-bbbbbbbbbb', history: ['0.1.0-aaaaaaaaaa'] } });

    let manifest = (await request(app).get('/mfe-manifest.json').expect(200)).body;
    expect(manifest.remotes.mfe_admin).toEqual({
      entry: '/remotes/mfe-admin/0.1.0-bbbbbbbbbb/remoteEntry.js',
      version: '0.1.0-bbbbbbbbbb',
      prefixes: [],
    });
    expect(manifest.remotes.mfe_swipe).toEqual({ entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [] });
    const entry = await request(app).get('/remotes/mfe-admin/0.1.0-bbbbbbbbbb/remoteEntry.js').expect(200);
    expect(entry.text).toContain('second');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(app).get('/remotes/mfe-admin/0.1.0-bbbbbbbbbb/routes.0123456789.js').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    point(releasesDir, { mfe_admin: { current: '0.1.0-aaaaaaaaaa', history: [] } });
    manifest = (await request(app).get('/mfe-manifest.json').expect(200)).body;
    expect(manifest.remotes.mfe_admin.entry).toBe('/remotes/mfe-admin/0.1.0-aaaaaaaaaa/remoteEntry.js');
    // The older version stays served for pages that loaded it before the switch.
    await request(app).get('/remotes/mfe-admin/0.1.0-bbbbbbbbbb/remoteEntry.js').expect(200);
  });

  it('keeps pointing at a current version whose bundle is missing, never at another build', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-releases-'));
    const app = (await createTestApp({ env: { FORKCAST_RELEASES_DIR: releasesDir } })).app;
    point(releasesDir, { mfe_swipe: { current: '9.9.9-missing', history: [] } });
    const manifest = (await request(app).get('/mfe-manifest.json').expect(200)).body;
    // The shell's failure card for mfe_swipe (mfe-manifest-routes.test.ts: its paths stay), not the build folder's code.
    expect(manifest.remotes.mfe_swipe).toEqual({
      entry: '/remotes/mfe-swipe/9.9.9-missing/remoteEntry.js',
      version: '9.9.9-missing',
      prefixes: [],
    });
    await request(app).get('/remotes/mfe-swipe/9.9.9-missing/remoteEntry.js').expect(404);
  });

  it('ignores a malformed release file', async () => {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-releases-'));
    const app = (await createTestApp({ env: { FORKCAST_RELEASES_DIR: releasesDir } })).app;
    fs.writeFileSync(path.join(releasesDir, 'mfe-releases.json'), '{ not json');
    const manifest = (await request(app).get('/mfe-manifest.json').expect(200)).body;
    expect(manifest.remotes.mfe_swipe).toEqual({ entry: '/remotes/mfe-swipe/remoteEntry.js', prefixes: [] });
  });
});

describe('source maps', () => {
  const REMOTE_FOLDERS = ['mfe-swipe', 'mfe-spotlight', 'mfe-account', 'mfe-admin'];
  /** A built front end whose every bundle has its source map beside it, as the production build leaves them. */
  function builtWithMaps(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-maps-static-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    };
    write(path.join(root, 'shell/dist/index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    write(path.join(root, 'shell/dist/main.0123456789.js'), '/* shell */');
    write(path.join(root, 'shell/dist/main.0123456789.js.map'), '{"version":3,"sourcesContent":["shell source"]}');
    write(path.join(root, 'shell/dist/mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [] }));
    for (const folder of REMOTE_FOLDERS) {
      write(path.join(root, folder, 'dist/remoteEntry.js'), `/* ${folder} */`);
      write(path.join(root, folder, 'dist/remoteEntry.js.map'), `{"version":3,"sourcesContent":["${folder} source"]}`);
      write(path.join(root, folder, 'dist/route-prefixes.json'), '[]');
      write(path.join(root, folder, 'dist/mf-manifest.json'), JSON.stringify({ name: folder.replace('-', '_'), shared: [] }));
    }
    return root;
  }
  /** Every remote published with scripts/remotes.mjs, the way `npm start` does it. */
  function publishAll(staticRoot: string): { releasesDir: string; versions: Record<string, string> } {
    const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-maps-releases-'));
    const versions: Record<string, string> = {};
    for (const folder of REMOTE_FOLDERS) {
      const output = execFileSync(
        process.execPath,
        [path.join(__dirname, '../../scripts/remotes.mjs'), 'publish', folder, '--from', path.join(staticRoot, folder, 'dist')],
        {
          env: { PATH: process.env.PATH, FORKCAST_RELEASES_DIR: releasesDir, STATIC_ROOT: staticRoot },
          encoding: 'utf8',
        },
      );
      versions[folder] = /published \S+ (\S+) /.exec(output)![1]!;
    }
    return { releasesDir, versions };
  }

  it('answers 404 for every .map by default, 200 with SERVE_SOURCE_MAPS=true; published releases hold none', async () => {
    const staticRoot = builtWithMaps();
    const { releasesDir, versions } = publishAll(staticRoot);
    // Published versions carry no maps at all (a release folder may be served as it is, from a CDN too).
    for (const folder of REMOTE_FOLDERS) {
      const files = fs.readdirSync(path.join(releasesDir, folder, versions[folder]!));
      expect(files).toContain('remoteEntry.js');
      expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    }
    const unpublished = ['/main.0123456789.js.map', ...REMOTE_FOLDERS.map((folder) => `/remotes/${folder}/remoteEntry.js.map`)];
    const published = REMOTE_FOLDERS.map((folder) => `/remotes/${folder}/${versions[folder]}/remoteEntry.js.map`);
    // The same file asked for another way: percent-encoded, or as the compressed variant a build could write.
    const disguised = ['/main.0123456789.js.m%61p', '/main.0123456789.js%2Emap', '/remotes/mfe-admin/remoteEntry.js.ma%70'];

    const byDefault = (await createTestApp({ env: { STATIC_ROOT: staticRoot, FORKCAST_RELEASES_DIR: releasesDir } })).app;
    for (const url of [...unpublished, ...published, ...disguised]) {
      const res = await request(byDefault).get(url).set('Accept', '*/*');
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.text).not.toContain('source');
    }
    // The bundles themselves are still served.
    await request(byDefault).get('/main.0123456789.js').expect(200);
    await request(byDefault).get(`/remotes/mfe-admin/${versions['mfe-admin']}/remoteEntry.js`).expect(200);

    const serving = (
      await createTestApp({ env: { STATIC_ROOT: staticRoot, FORKCAST_RELEASES_DIR: releasesDir, SERVE_SOURCE_MAPS: 'true' } })
    ).app;
    for (const url of unpublished) {
      const res = await request(serving).get(url).set('Accept', '*/*');
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.text).toContain('source');
    }
    for (const url of published) await request(serving).get(url).expect(404);
  });
});
