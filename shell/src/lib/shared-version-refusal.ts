import type { SharedVersionRefusal } from '@forkcast/contracts/shared-versions';

/**
 * A remote refused by the federation runtime because of a shared package's version.
 *
 * Forkcast's runtime packages (@forkcast/design-system, api-client, live-store) are shared as singletons with
 * `requiredVersion: ^<version built with>` and `strictVersion: true` (build-preset/create-shared-config.js).
 * When a remote built against another major asks for one, the runtime does not hand it the page's copy: it
 * throws "Version 1.0.0 from shell of shared singleton module @forkcast/design-system does not satisfy the
 * requirement of mfe_swipe which needs ^2.0.0)". That text is the runtime's only signal (no error code), so it
 * is read here, in one place, for the console (federation-runtime-plugin.ts) and the route's fallback
 * (app/remote-screen.tsx). What either says about it is @forkcast/contracts/shared-versions, which
 * scripts/remotes.mjs also says when it refuses to publish such a build.
 */

/** runtime-core 2.x, utils/share (getRegisteredShare): the singleton check with strictVersion. */
const REFUSAL = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** The refusal carried by `error` (or by one of its causes), or null for any other failure. */
export function sharedVersionRefusal(error: unknown): SharedVersionRefusal | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const message = current instanceof Error ? current.message : typeof current === 'string' ? current : '';
    const match = REFUSAL.exec(message);
    if (match) {
      const [, provided = '', providedBy = '', pkg = '', requiredBy = '', required = ''] = match;
      return { pkg, provided, providedBy, required, requiredBy };
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return null;
}
