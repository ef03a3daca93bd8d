/**
 * Full-page navigations (OAuth redirect, reload after sign-in) go through here: one seam that tests
 * replace, since jsdom cannot navigate.
 */
export function assignLocation(url: string): void {
  window.location.href = url;
}
