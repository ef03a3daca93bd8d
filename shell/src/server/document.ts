import serialize from 'serialize-javascript';

/**
 * The places the shell's page template (src/index.html) leaves for the server to fill. build/server-pages.js
 * makes one template per page from it (each with that page's scripts) and checks that every slot is there.
 */
const SLOTS = {
  /** First in <head>: a request that must start before any other (the swipe card's photo). */
  preload: '<!--forkcast:preload-->',
  /** Last in <head>, before the scripts: the page's styles, script hints and data blocks. */
  head: '<!--forkcast:head-->',
  /** Inside <div id="root">: the rendered screen. */
  root: '<!--forkcast:root-->',
} as const;

export interface PageParts {
  /** The page's own <title> and meta description, in place of the template's (the shared result's). */
  title?: string;
  description?: string;
  preload?: string;
  head?: string;
  root?: string;
  /** JSON data blocks the app reads at start, by element id. */
  data?: Record<string, unknown>;
}

/** `template` with its slots filled; a page whose screen is in the HTML shows without scripts, so it drops the notice. */
export function fillSlots(template: string, { title, description, preload = '', head = '', root = '', data = {} }: PageParts): string {
  const blocks = Object.entries(data)
    .map(([id, value]) => inlineData(id, value))
    .join('');
  let page = template;
  if (title !== undefined) page = page.replace(/<title>.*?<\/title>/s, () => `<title>${text(title)}</title>`);
  // The page's own description in place of the template's (added to the head if the template has none).
  let described = '';
  if (description !== undefined) {
    const tag = `<meta name="description" content="${attr(description)}">`;
    const replaced = page.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => tag);
    if (replaced === page) described = tag;
    page = replaced;
  }
  const html = page
    .replace(SLOTS.preload, () => preload)
    .replace(SLOTS.head, () => `${described}${head}${blocks}`)
    .replace(SLOTS.root, () => root);
  return root ? html.replace(/<noscript>.*?<\/noscript>/s, '') : html;
}

/**
 * A value as a JSON data block. A data block never runs (so the CSP allows it), and serialize-javascript escapes
 * `<`, `>`, `/`, U+2028 and U+2029, so no value (a name is the user's own, a restaurant's comes from outside)
 * can close the element or open a comment; the app reads it with JSON.parse.
 */
function inlineData(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${serialize(value, { isJSON: true })}</script>`;
}

/** An attribute value (double-quoted) written outside React. */
export const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Element text written outside React (the <title>). */
const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
