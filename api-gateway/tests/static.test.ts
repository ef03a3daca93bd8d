import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from './helpers/test-app';

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
        mfe_swipe: { entry: '/remotes/mfe-swipe/remoteEntry.js' },
        mfe_spotlight: { entry: '/remotes/mfe-spotlight/remoteEntry.js' },
        mfe_account: { entry: '/remotes/mfe-account/remoteEntry.js' },
        mfe_admin: { entry: '/remotes/mfe-admin/remoteEntry.js' },
      },
    });
  });

  it('takes per-remote overrides from the environment', async () => {
    const custom = await createTestApp({ env: { MFE_ADMIN_URL: 'https://cdn.example.com/admin/remoteEntry.js' } });
    const res = await request(custom.app).get('/mfe-manifest.json').expect(200);
    expect(res.body.remotes.mfe_admin).toEqual({ entry: 'https://cdn.example.com/admin/remoteEntry.js' });
    expect(res.body.remotes.mfe_swipe).toEqual({ entry: '/remotes/mfe-swipe/remoteEntry.js' });
    // The remote's origin is allowed to run scripts.
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' https://cdn.example.com");
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

  it('answers page navigations with index.html (SPA fallback)', async () => {
    for (const url of ['/', '/swipe', '/session/123/results']) {
      const res = await request(t.app).get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps 404 for missing assets and non-page requests', async () => {
    await request(t.app).get('/missing.0123456789.js').set('Accept', '*/*').expect(404);
    await request(t.app).get('/swipe').set('Accept', 'application/json').expect(404);
    await request(t.app).post('/swipe').set('Accept', 'text/html').expect(404);
  });

  it('answers 503 with a hint when the front end is not built', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'forkcast-empty-'));
    const unbuilt = await createTestApp({ env: { STATIC_ROOT: empty } });
    const res = await request(unbuilt.app).get('/swipe').set('Accept', 'text/html').expect(503);
    expect(res.text).toBe('Forkcast front end is not built: run npm run build');
  });
});
