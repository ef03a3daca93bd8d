/** A remote refused by the federation runtime because of a shared package's version. */
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
/** What the user reads instead of "couldn't load": retrying the same build cannot help. */
export const SHARED_VERSION_MESSAGE: string;
export const SHARED_VERSION_HINT: string;
/** One line for the console: which remote needs which package at which version, and what the page has. */
export function describeSharedVersionRefusal(refusal: SharedVersionRefusal): string;
