import { inlinedUserJson, isAppPage, isRemoteChunk, isRemoteEntry, isRestaurantPhoto, sameOriginEntries } from '../request-kinds';

const ORIGIN = 'https://forkcast.test';

describe('service worker request kinds', () => {
  it('treats the manifest and every form of remote entry as network-first entries', () => {
    expect(isRemoteEntry('/mfe-manifest.json')).toBe(true);
    expect(isRemoteEntry('/remotes/mfe-swipe/remoteEntry.js')).toBe(true);
    expect(isRemoteEntry('/remotes/mfe-swipe/0.1.0-3f9c0a1b2e/remoteEntry.js')).toBe(true);
    expect(isRemoteEntry('/remotes/mfe-admin/0.1.0-3f9c0a1b2e/mf-manifest.json')).toBe(true);
    // A hashed chunk is not an entry, and the shell's own entry is not a remote's.
    expect(isRemoteEntry('/remotes/mfe-swipe/0.1.0-3f9c0a1b2e/268.47d8a95161.js')).toBe(false);
    expect(isRemoteEntry('/remoteEntry.js')).toBe(false);
  });

  it('caches only content-hashed remote files cache-first', () => {
    expect(isRemoteChunk('/remotes/mfe-swipe/0.1.0-3f9c0a1b2e/268.47d8a95161.js')).toBe(true);
    expect(isRemoteChunk('/remotes/mfe-swipe/268.47d8a95161.js')).toBe(true);
    expect(isRemoteChunk('/remotes/mfe-swipe/remoteEntry.js')).toBe(false);
    expect(isRemoteChunk('/remotes/mfe-swipe/268.47d8a95161.js.map')).toBe(false);
    expect(isRemoteChunk('/268.47d8a95161.js')).toBe(false);
  });

  it('recognises restaurant photos and nothing else under /api', () => {
    expect(isRestaurantPhoto('/api/restaurants/photo/cuisine%3Athai')).toBe(true);
    expect(isRestaurantPhoto('/api/restaurants/photo/Aap_uE%2Fx%2By')).toBe(true);
    expect(isRestaurantPhoto('/api/restaurants/osm%3Anode%2F1')).toBe(false);
    expect(isRestaurantPhoto('/api/restaurants/photo/a/b')).toBe(false);
  });

  it('answers app routes with the app shell, never API, bundle or socket URLs', () => {
    for (const page of ['/', '/swipe', '/spotlight', '/session/abc/results', '/auth']) expect(isAppPage(page)).toBe(true);
    for (const other of ['/api/auth/google', '/api', '/remotes/mfe-swipe/', '/ws', '/socket.io/', '/offline.html', '/sw.js']) {
      expect(isAppPage(other)).toBe(false);
    }
  });

  it("lists the manifest's same-origin entries, skipping overrides on another host and junk", () => {
    const manifest = {
      remotes: {
        mfe_swipe: { entry: '/remotes/mfe-swipe/0.1.0-3f9c0a1b2e/remoteEntry.js', version: '0.1.0-3f9c0a1b2e' },
        mfe_spotlight: { entry: '/remotes/mfe-spotlight/remoteEntry.js' },
        mfe_account: { entry: 'https://cdn.example.com/mfe-account/remoteEntry.js' },
        mfe_admin: { entry: 42 },
        other: { entry: 'http://[' },
      },
    };
    expect(sameOriginEntries(manifest, ORIGIN)).toEqual([
      `${ORIGIN}/remotes/mfe-swipe/0.1.0-3f9c0a1b2e/remoteEntry.js`,
      `${ORIGIN}/remotes/mfe-spotlight/remoteEntry.js`,
    ]);
    expect(sameOriginEntries(null, ORIGIN)).toEqual([]);
    expect(sameOriginEntries({ remotes: 'nope' }, ORIGIN)).toEqual([]);
  });

  it('reads the signed-in user the gateway inlines into a page, and nothing from a page served signed out', () => {
    // As static.router.ts withInlinedUser writes it: before </head>, with '<' escaped in the JSON.
    const user = '{"id":"u1","firstName":"\\u003cOlive>"}';
    const page = `<html><head><title>Forkcast</title><script type="application/json" id="forkcast-user">${user}</script></head><body></body></html>`;
    expect(inlinedUserJson(page)).toBe(user);
    expect(JSON.parse(inlinedUserJson(page)!)).toEqual({ id: 'u1', firstName: '<Olive>' });
    expect(inlinedUserJson('<html><head><title>Forkcast</title></head><body><div id="root"></div></body></html>')).toBeNull();
    expect(inlinedUserJson('<html><head><script type="application/json" id="forkcast-user">null</script></head></html>')).toBeNull();
  });
});
