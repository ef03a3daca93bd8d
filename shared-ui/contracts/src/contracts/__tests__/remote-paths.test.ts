/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '../remotes';
import { paths, remotePaths } from '../../domain/paths';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const generator = require('@forkcast/build-preset/remote-paths.js') as {
  TARGET: string;
  readRemotes: () => { name: string; folder: string; paths: string[] }[];
  remotePathsSource: (remotes: { name: string; paths: string[] }[]) => string;
  screenName: (prefix: string) => string;
};

describe("remote screens' paths (one source: each remote's src/route-prefixes.json)", () => {
  it('remote-paths.ts is what `npm run generate:paths` writes from the remotes’ declarations', () => {
    const expected = generator.remotePathsSource(generator.readRemotes());
    const actual = fs.readFileSync(path.join(__dirname, '../../domain/remote-paths.ts'), 'utf8');
    // On failure: a route-prefixes.json changed; run `npm run generate:paths` and commit remote-paths.ts.
    expect(actual).toBe(expected);
    expect(path.resolve(generator.TARGET)).toBe(path.resolve(__dirname, '../../domain/remote-paths.ts'));
  });

  it('every registered remote declares its paths, and only those remotes', () => {
    expect(generator.readRemotes().map((remote) => remote.name)).toEqual([...REMOTE_NAMES]);
    expect(Object.keys(remotePaths)).toEqual([...REMOTE_NAMES]);
  });

  it("paths links to every remote screen under its declared path, next to the shell's own", () => {
    for (const remote of REMOTE_NAMES) {
      for (const [name, prefix] of Object.entries(remotePaths[remote]))
        expect([name, paths[name as keyof typeof paths]]).toEqual([name, prefix]);
    }
    const remoteCount = REMOTE_NAMES.reduce((n, remote) => n + Object.keys(remotePaths[remote]).length, 0);
    // The shell's own (home, auth, sessionResults, join and sharedResult, the last three with their patterns)
    // + each remote screen once: no name hides another.
    expect(Object.keys(paths)).toHaveLength(8 + remoteCount);
    expect(paths.noMatch).toBe('/no-match');
    expect(paths.sessionResults('a/b')).toBe('/session/a%2Fb/results');
  });

  it('names a screen after its path, and refuses two prefixes with one name', () => {
    expect(['/swipe', '/no-match', '/solo-complete', '/admin/reports'].map(generator.screenName)).toEqual([
      'swipe',
      'noMatch',
      'soloComplete',
      'adminReports',
    ]);
    expect(() =>
      generator.remotePathsSource([
        { name: 'mfe_admin', paths: ['/admin-reports'] },
        { name: 'mfe_swipe', paths: ['/admin/reports'] },
      ]),
    ).toThrow('mfe_swipe: /admin/reports and /admin-reports (mfe_admin) are both named adminReports');
  });
});
