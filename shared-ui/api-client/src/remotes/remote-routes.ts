import type { ComponentType } from 'react';
import type { RemoteRoute } from './exposed-modules';

/** A relative route under a prefix: '' is the prefix itself, ':token' or 'users/:id' a path under it, '*' its own not-found. */
export interface SubRoute {
  path: string;
  Component: ComponentType;
}

/** What a remote renders under one of its prefixes: one screen at the prefix, or routes relative to it. */
export type PrefixScreen = ComponentType | readonly SubRoute[];

/**
 * A remote's route table (its `./routes` module), built from the prefixes it declares: `prefixes` is the
 * remote's entry of `remotePaths` (@forkcast/contracts/domain, generated from its src/route-prefixes.json),
 * and `screens` must name a screen for every one of them and for nothing else, so the table cannot drift from
 * the declaration the gateway serves, and no path is written here.
 *
 *   remoteRoutes(remotePaths.mfe_account, { settings: SettingsScreen, invite: [{ path: ':token', Component: InviteScreen }] })
 */
export function remoteRoutes<P extends Readonly<Record<string, string>>>(
  prefixes: P,
  screens: { readonly [K in keyof P]: PrefixScreen },
): RemoteRoute[] {
  return Object.entries(prefixes).flatMap(([name, prefix]) => {
    const screen: PrefixScreen | undefined = screens[name];
    if (!screen) throw new Error(`no screen for ${prefix} (${name})`);
    if (!Array.isArray(screen)) return [{ path: prefix, Component: screen as ComponentType }];
    return (screen as readonly SubRoute[]).map(({ path, Component }) => ({ path: path ? `${prefix}/${path}` : prefix, Component }));
  });
}
