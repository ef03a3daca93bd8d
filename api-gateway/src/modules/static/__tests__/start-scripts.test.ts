import crypto from 'node:crypto';
import { START_SCRIPTS_DATA_ID, START_SCRIPTS_LOADER, START_SCRIPTS_LOADER_CSP, scriptsAfterFirstPaint } from '../start-scripts';

const page =
  '<!doctype html><html><head><meta charset="utf-8"/><link rel="preload" as="image" href="/api/restaurants/photo/x?maxWidth=800" fetchpriority="high">' +
  '<script defer="defer" src="/main.1.js"></script><script defer src="/2.js"></script>' +
  '<link rel="preload" as="script" href="/remotes/mfe-swipe/remoteEntry.js"><script type="application/json" id="forkcast-user">{"id":"u1"}</script>' +
  '</head><body><div id="root"><h2>Luigi</h2></div></body></html>';

describe('an app page’s scripts, requested once it has painted', () => {
  const html = scriptsAfterFirstPaint(page);

  it('takes every script tag and script hint out of the page, and nothing else', () => {
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('<link rel="preload" as="image" href="/api/restaurants/photo/x?maxWidth=800" fetchpriority="high">');
    expect(html).toContain('<script type="application/json" id="forkcast-user">{"id":"u1"}</script>');
    expect(html).toContain('<div id="root"><h2>Luigi</h2></div>');
  });

  it('lists them, in their order, for the loader at the end of the body, which the CSP allows by its hash', () => {
    const block = new RegExp(`<script type="application/json" id="${START_SCRIPTS_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(block!)).toEqual({ scripts: ['/main.1.js', '/2.js'], hints: ['/remotes/mfe-swipe/remoteEntry.js'] });
    expect(html.endsWith(`<script>${START_SCRIPTS_LOADER}</script></body></html>`)).toBe(true);
    expect(START_SCRIPTS_LOADER_CSP).toBe(`'sha256-${crypto.createHash('sha256').update(START_SCRIPTS_LOADER).digest('base64')}'`);
  });

  it('leaves a page without scripts as it is', () => {
    expect(scriptsAfterFirstPaint('<html><head></head><body></body></html>')).toBe('<html><head></head><body></body></html>');
  });
});
