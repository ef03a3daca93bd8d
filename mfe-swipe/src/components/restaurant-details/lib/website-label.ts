const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The website as a link target. OpenStreetMap tags sometimes leave out the scheme ('luigi.example'),
 * which is read as https. Only web addresses become links: a stored 'javascript:' never does.
 */
export function safeWebsiteHref(website: string): string | null {
  try {
    const url = new URL(HAS_SCHEME.test(website) ? website : `https://${website}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A website shown by its host ('luigi.example'), which reads better than a full URL on a phone. */
export function websiteLabel(href: string): string {
  try {
    return new URL(href).host.replace(/^www\./, '');
  } catch {
    return href;
  }
}
