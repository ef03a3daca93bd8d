/**
 * Leaves the single-page app for another origin (Stripe checkout, billing portal). Kept in its own
 * module because jsdom cannot navigate, so tests replace this one function.
 */
export function redirectBrowserTo(url: string): void {
  window.location.assign(url);
}
