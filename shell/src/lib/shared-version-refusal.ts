/**
 * A remote refused by the federation runtime because of a shared package's version.
 *
 * Forkcast's runtime packages (@forkcast/design-system, api-client, live-store) are shared as singletons with
 * `requiredVersion: ^<version built with>` and `strictVersion: true` (build-preset/create-shared-config.js).
 * When a remote built against another major asks for one, the runtime does not hand it the page's copy: it
 * throws "Version 1.0.0 from shell of shared singleton module @forkcast/design-system does not satisfy the
 * requirement of mfe_swipe which needs ^2.0.0)". That text is the runtime's only signal (no error code), so it
 * is read here, in one place, for the console (federation-runtime-plugin.ts) and the route's fallback
 * (app/remote-screen.tsx).
 */
export interface SharedVersionRefusal {
  /** The shared package, e.g. @forkcast/design-system. */
  pkg: string;
  /** The version on the page, and the app (federation name) that provided it. */
  provided: string;
  providedBy: string;
  /** The range the refused remote was built to need, and that remote's federation name. */
  required: string;
  requiredBy: string;
}

/** runtime-core 2.x, utils/share (getRegisteredShare): the singleton check with strictVersion. */
const REFUSAL = /Version (\S+) from (\S+) of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^\s)]+)/;

/** What the user reads instead of "couldn't load": retrying the same build cannot help. */
export const SHARED_VERSION_MESSAGE = 'This part of Forkcast was built for another version of the app and needs an update.';
export const SHARED_VERSION_HINT = 'Reload the page in a while to get the update.';

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

/** One line for the console: which remote needs which package at which version, and what the page has. */
export function describeSharedVersionRefusal({ pkg, provided, providedBy, required, requiredBy }: SharedVersionRefusal): string {
  return `${requiredBy} was built for ${pkg} ${required}, but this page has ${pkg} ${provided} (from ${providedBy})`;
}
