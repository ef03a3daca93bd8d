/**
 * @jest-environment jsdom
 */
import crypto from 'node:crypto';
import {
  START_SCRIPTS_DATA_ID,
  START_SCRIPTS_LOADER,
  START_SCRIPTS_LOADER_CSP,
  START_SCRIPTS_PER_TASK,
  scriptsAfterFirstPaint,
} from '../start-scripts';

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

describe('the loader, run in a page', () => {
  const scripts = Array.from({ length: 10 }, (_, i) => `/${i}.js`);
  const hints = ['/remotes/mfe-swipe/remoteEntry.js', '/remotes/mfe-swipe/expose.js'];
  let added: string[][];
  // jsdom's DOM, typed here: the gateway's TypeScript program has no DOM library, and should not.
  interface Added {
    tagName: string;
    async?: boolean;
    rel?: string;
    as?: string;
    getAttribute(name: string): string | null;
  }
  interface Head {
    innerHTML: string;
    appendChild(node: unknown): unknown;
  }
  const dom = globalThis as unknown as {
    document: { head: Head; createComment(text: string): unknown };
    HTMLHeadElement: { prototype: Head };
  };

  beforeEach(() => {
    jest.useFakeTimers();
    dom.document.head.innerHTML = `<script type="application/json" id="${START_SCRIPTS_DATA_ID}">${JSON.stringify({ scripts, hints })}</script>`;
    added = [];
    // Script and preload elements are recorded, not fetched: jsdom does not load resources here.
    const appendChild = dom.HTMLHeadElement.prototype.appendChild;
    jest.spyOn(dom.document.head, 'appendChild').mockImplementation(function (this: Head, node: unknown) {
      const element = node as Added;
      const tag =
        element.tagName === 'SCRIPT'
          ? `script ${element.getAttribute('src')} async=${element.async}`
          : `${element.rel} ${element.as} ${element.getAttribute('href')}`;
      added.at(-1)!.push(tag);
      return appendChild.call(this, dom.document.createComment(tag));
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Runs the pending timers one task at a time, noting what each task added. */
  function runTasks(): void {
    for (let guard = 0; guard < 50 && jest.getTimerCount() > 0; guard += 1) {
      added.push([]);
      jest.advanceTimersToNextTimer();
    }
  }

  it(`adds nothing before the page has painted, then the hints and the scripts in order, ${START_SCRIPTS_PER_TASK} per task at most`, () => {
    added.push([]);
    new Function(START_SCRIPTS_LOADER)();
    expect(added.flat()).toEqual([]);
    runTasks();
    expect(added.flat()).toEqual([...hints.map((href) => `preload script ${href}`), ...scripts.map((src) => `script ${src} async=false`)]);
    const perTask = added.map((task) => task.length).filter(Boolean);
    expect(Math.max(...perTask)).toBeLessThanOrEqual(START_SCRIPTS_PER_TASK);
    expect(perTask).toHaveLength(Math.ceil((scripts.length + hints.length) / START_SCRIPTS_PER_TASK));
  });
});
