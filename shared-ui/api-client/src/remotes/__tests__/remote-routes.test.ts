import { remoteRoutes } from '../remote-routes';

const Settings = () => null;
const Invite = () => null;
const Denied = () => null;
const prefixes = { settings: '/settings', invite: '/invite' } as const;

describe('remoteRoutes', () => {
  it("mounts one screen at each declared prefix, and a prefix's own routes under it", () => {
    const routes = remoteRoutes(prefixes, {
      settings: Settings,
      invite: [
        { path: '', Component: Denied },
        { path: ':token', Component: Invite },
        { path: '*', Component: Denied },
      ],
    });
    expect(routes).toEqual([
      { path: '/settings', Component: Settings },
      { path: '/invite', Component: Denied },
      { path: '/invite/:token', Component: Invite },
      { path: '/invite/*', Component: Denied },
    ]);
  });

  it('refuses a table that leaves a declared prefix without a screen, or names one not declared', () => {
    // @ts-expect-error invite is declared but has no screen
    expect(() => remoteRoutes(prefixes, { settings: Settings })).toThrow('no screen for /invite (invite)');
    // @ts-expect-error reports is not a declared prefix
    remoteRoutes(prefixes, { settings: Settings, invite: Invite, reports: Settings });
  });
});
