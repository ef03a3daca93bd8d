/**
 * @jest-environment node
 */
import type { PrerenderedRoom, SharedResultPage, SoloActiveSession, SwipeRoomData } from '@forkcast/contracts';
import { activeSession, homeUser, makeSession, restaurant } from '../../features/home/__tests__/home-fixtures';
import { createPages, type PageTemplates } from '../pages';

/*
 * The pages the gateway renders, each the whole document: React renders the screen (and escapes what it
 * writes), the template's slots take the screen, its CSS and the page's data, and every data block reads back
 * with JSON.parse whatever its values hold.
 */

const template = (scripts: string) =>
  `<!doctype html><html><head><meta charset="utf-8"/><!--forkcast:preload--><title>Forkcast</title><!--forkcast:head-->${scripts}</head><body><div id="root"><!--forkcast:root--></div><noscript>Forkcast needs JavaScript to run.</noscript></body></html>`;
const templates: PageTemplates = {
  landing: template('<script defer src="/landing.js"></script>'),
  home: template('<script defer src="/main.js"></script><script defer src="/home.js"></script>'),
  swipeRoom: template('<script defer src="/main.js"></script><script defer src="/room.js"></script>'),
  app: template('<script defer src="/main.js"></script>'),
  static: template(''),
};
const pages = createPages(templates);

const INJECTION = '</script><script>alert(1)</script><!--\u2028';
/** The JSON data block `id`, as the app reads it. */
function dataBlock(html: string, id: string): unknown {
  const text = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html)?.[1];
  if (text === undefined) return undefined;
  expect(text).not.toMatch(/[<>\u2028]/);
  return JSON.parse(text);
}
const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));

describe('home', () => {
  it("greets the user by name, escaped by React, with the free badge, and inlines them and the session's answer", () => {
    const user = homeUser({ firstName: `Ben & <b>Jo</b> ${INJECTION}` });
    const html = pages.home({ user, session: null });
    expect(html).toContain('Hi, Ben &amp; &lt;b&gt;Jo&lt;/b&gt; &lt;/script&gt;');
    expect(root(html)).toContain('>Free<');
    expect(dataBlock(html, 'forkcast-user')).toEqual(user);
    expect(dataBlock(html, 'forkcast-home-session')).toBeNull();
    expect(html).toContain('<script defer src="/home.js"></script>');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<style[^>]*data-styled/);
  });

  it('a premium user has no free badge', () => {
    expect(root(pages.home({ user: homeUser({ subscriptionTier: 'premium' }), session: null }))).not.toContain('>Free<');
  });

  it('paints the solo session card with its progress, and no card without a session', () => {
    const solo: SoloActiveSession = {
      ...makeSession({ restaurants: [restaurant, { ...restaurant, placeId: 'r2' }, { ...restaurant, placeId: 'r3' }] }),
      partnershipId: null,
      restaurantCount: 2,
    };
    expect(pages.home({ user: homeUser(), session: solo })).toContain('1 of 3 swiped');
    expect(pages.home({ user: homeUser(), session: null })).not.toContain('session-title');
  });

  it("paints a partner's waiting card with the partner's name (escaped) and progress; a group's is the app's", () => {
    const waiting = activeSession({
      partnerName: 'Sam <b>&',
      restaurantCount: 1,
      partnerProgress: { userId: 'u2', name: 'Sam <b>&', swiped: 3, total: 12 },
    });
    const html = pages.home({ user: homeUser(), session: waiting });
    expect(html).toContain('Sam &lt;b&gt;&amp; started a session. <strong>1 restaurant ready to swipe</strong>');
    expect(html).toContain('Sam &lt;b&gt;&amp; · 3 of 12');
    expect(dataBlock(html, 'forkcast-home-session')).toEqual(waiting);
    const group = activeSession({ members: [{ userId: 'u2', name: 'Sam', swiped: 0, total: 10 }] });
    expect(pages.home({ user: homeUser(), session: group })).not.toContain('session-title');
  });

  it("leaves the session's block out when it could not be read: the app asks", () => {
    expect(dataBlock(pages.home({ user: homeUser(), session: undefined }), 'forkcast-home-session')).toBeUndefined();
  });
});

describe('the swipe room', () => {
  const room = {
    user: homeUser({ firstName: INJECTION }),
    session: makeSession({ restaurants: [{ ...restaurant, name: `Chez ${INJECTION}` }] }),
    swipes: [],
  } as SwipeRoomData;
  const rendered = (image: string | null): PrerenderedRoom => ({
    html: `<main><img src="${image ?? ''}"/></main>`,
    styles: '<style data-styled="true">.room{}</style>',
    image,
  });

  it('puts the remote’s room in #root, its styles and route hints in the head, and the room and user inlined', () => {
    const html = pages.swipeRoom({ room, rendered: rendered(null), inlineImage: null, scriptHints: ['/remotes/mfe-swipe/remoteEntry.js'] });
    expect(html).toContain('<div id="root"><main><img src=""/></main></div>');
    expect(html).toContain(
      '<style data-styled="true">.room{}</style><link rel="preload" as="script" href="/remotes/mfe-swipe/remoteEntry.js">',
    );
    expect(dataBlock(html, 'forkcast-swipe-room')).toEqual(room);
    expect(dataBlock(html, 'forkcast-user')).toEqual(room.user);
    expect(html).toContain('<script defer src="/room.js"></script>');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('rel="preload" as="image"');
  });

  it('preloads a source photo first, with the srcset and sizes of its <img>', () => {
    const base = `/api/restaurants/photo/${encodeURIComponent('places/ChIJ-parc/photos/AUc7-1')}`;
    const html = pages.swipeRoom({ room, rendered: rendered(`${base}?maxWidth=800`), inlineImage: null, scriptHints: [] });
    const srcset = [400, 600, 800, 1200].map((w) => `${base}?maxWidth=${w} ${w}w`).join(', ');
    expect(html).toContain(
      `<head><meta charset="utf-8"/><link rel="preload" as="image" href="${base}?maxWidth=800" imagesrcset="${srcset}" imagesizes="(max-width: 430px) 100vw, 430px" fetchpriority="high">`,
    );
    expect(html).toContain(`<img src="${base}?maxWidth=800"/>`);
  });

  it('draws an illustration into the page, and still preloads its URL for the app’s card', () => {
    const url = '/api/restaurants/photo/cuisine%3Apizza?maxWidth=800';
    const html = pages.swipeRoom({ room, rendered: rendered(url), inlineImage: 'data:image/svg+xml,%3Csvg%3E', scriptHints: [] });
    expect(html).toContain('<img src="data:image/svg+xml,%3Csvg%3E"/>');
    expect(html).toContain(`<link rel="preload" as="image" href="${url}" fetchpriority="high">`);
  });
});

describe('the app and the landing page', () => {
  it('the app: an empty #root, the user (or null) inlined, the no-script notice kept', () => {
    const html = pages.app({ user: null });
    expect(html).toContain('<div id="root"></div>');
    expect(dataBlock(html, 'forkcast-user')).toBeNull();
    expect(html).toContain('<noscript>');
    expect(html).not.toContain('<!--forkcast:');
    expect(dataBlock(pages.app({ user: homeUser() }), 'forkcast-user')).toEqual(homeUser());
  });

  it('the landing page: rendered once, with its own bundle and nobody inlined', () => {
    const html = pages.landing();
    expect(html).toContain('<script defer src="/landing.js"></script>');
    expect(html).toMatch(/<div id="root">.+<\/div>/s);
    expect(dataBlock(html, 'forkcast-user')).toBeUndefined();
    expect(pages.landing()).toBe(html);
  });
});

describe('the shared result (/r/<token>)', () => {
  const TRICKY = `Tom & Jerry's <Grill> "Best" ${INJECTION}`;
  const origin = 'https://forkcast.example';
  const link = `${origin}/r/${'T'.repeat(43)}`;
  const place = { ...restaurant, name: TRICKY, vicinity: '1 Market St', attribution: '© OpenStreetMap contributors' };
  const page = (result: SharedResultPage['result']): SharedResultPage => ({
    result,
    url: result ? link : `${origin}/`,
    image: `${link}/photo`,
    photo: result ? '/r/x/photo' : null,
    home: `${origin}/`,
  });
  /** A tag's attribute as a browser reads it (entities decoded). */
  const meta = (html: string, key: string) => {
    const raw = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    return raw
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
  };

  it('a match: the place, who matched and Directions, with the Open Graph tags a chat previews, and no scripts', () => {
    const html = pages.sharedResult(
      page({ kind: 'match', restaurant: place, names: ['Ana', 'Ben'], likes: 2, memberCount: 2, photoRef: 'x' }),
    );
    expect(meta(html, 'og:title')).toBe(`${TRICKY} · It's a match! on Forkcast`);
    expect(meta(html, 'og:description')).toBe(`Ana and Ben matched on ${TRICKY}. 1 Market St`);
    expect(meta(html, 'og:url')).toBe(link);
    expect(meta(html, 'og:image')).toBe(`${link}/photo`);
    expect(meta(html, 'robots')).toBe('noindex');
    expect(meta(html, 'description')).toBe(`Ana and Ben matched on ${TRICKY}. 1 Market St`);
    expect(html).toContain("<title>Tom &amp; Jerry's &lt;Grill&gt;");
    // React escaped the name in the page; nothing the name holds became markup.
    expect(root(html)).toContain('Tom &amp; Jerry&#x27;s &lt;Grill&gt; &quot;Best&quot; &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toMatch(/<script\b/);
    expect(root(html)).toContain('>Directions</a>');
    expect(root(html)).toContain('href="https://www.google.com/maps/dir/?api=1&amp;destination=');
    expect(root(html)).toContain('© OpenStreetMap contributors');
    expect(root(html)).toContain('src="/r/x/photo"');
    expect(html).not.toContain('<noscript>');
  });

  it('a round without a match: the top pick and how many liked it; nobody liked anything: says so', () => {
    const top = pages.sharedResult(page({ kind: 'top-pick', restaurant: place, names: ['Eve'], likes: 1, memberCount: 3, photoRef: null }));
    expect(meta(top, 'og:title')).toBe(`${TRICKY} · Top pick on Forkcast`);
    expect(root(top)).toContain('1 of 3 liked');
    const none = pages.sharedResult(page({ kind: 'none', restaurant: null, names: [], likes: 0, memberCount: 2, photoRef: null }));
    expect(meta(none, 'og:title')).toBe('No pick this time · Forkcast');
    expect(root(none)).toContain('Nobody liked a place in this round.');
    expect(root(none)).not.toContain('Directions');
  });

  it('a link that opens nothing: a page that says so, with a way into the app', () => {
    const html = pages.sharedResult(page(null));
    expect(meta(html, 'og:title')).toBe('Link not found · Forkcast');
    expect(root(html)).toContain('Link not found');
    expect(root(html)).toContain(`href="${origin}/"`);
  });
});
