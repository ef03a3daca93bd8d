import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { PrerenderedRoom, ShellPagesModule } from '@forkcast/contracts';
import { CARD_PHOTO_SIZES, PRODUCT_NAME, photoSrcSet, SWIPE_ROOM_DATA_ID } from '@forkcast/contracts/domain';
import { createAppStore } from '@forkcast/live-store';
import { HOME_SESSION_DATA_ID } from '../features/home/api/get-active-session';
import { INLINED_USER_ID } from '../lib/inlined-user';
import { LandingDocument } from '../landing/landing-document';
import { attr, fillSlots } from './document';
import { HomeFrame } from './home-frame';
import { SharedResultDocument, sharedResultText } from './shared-result-page';

/** The shell's template made into each page's, with that page's scripts (build/server-pages.js). */
export interface PageTemplates {
  /** The landing page's own small bundle instead of the app's scripts. */
  landing: string;
  /** The app, plus every chunk home starts with. */
  home: string;
  /** The app, plus every chunk a signed-in full-screen page starts with. */
  swipeRoom: string;
  /** The app's entry alone. */
  app: string;
  /** No scripts at all: a page that is whole as HTML (the shared result). */
  static: string;
}

/**
 * Every page the gateway renders (api-gateway/src/modules/pages/): one function each, answering the whole
 * document. The gateway decides which page a request gets and reads its data; React renders the screen,
 * styled-components collects its CSS, and document.ts puts both and the page's data into the template.
 */
export function createPages(templates: PageTemplates): ShellPagesModule {
  let landing: string | undefined;
  return {
    // The same for every visitor: rendered once.
    landing: () => (landing ??= fillSlots(templates.landing, render(<LandingDocument />))),

    home: ({ user, session }) => {
      const store = createAppStore();
      try {
        // undefined: the read failed, and the app asks again; null: no session (the app knows, asks nothing).
        const data = { [INLINED_USER_ID]: user, ...(session !== undefined ? { [HOME_SESSION_DATA_ID]: session } : {}) };
        return fillSlots(templates.home, { ...render(<HomeFrame user={user} session={session} store={store} />), data });
      } finally {
        store.dispose();
      }
    },

    swipeRoom: ({ room, rendered, inlineImage, scriptHints }) =>
      fillSlots(templates.swipeRoom, {
        preload: rendered.image ? imagePreload(rendered.image) : '',
        head: `${rendered.styles}${scriptHints.map((src) => `<link rel="preload" as="script" href="${attr(src)}">`).join('')}`,
        root: withInlineImage(rendered, inlineImage),
        data: { [INLINED_USER_ID]: room.user, [SWIPE_ROOM_DATA_ID]: room },
      }),

    app: ({ user }) => fillSlots(templates.app, { data: { [INLINED_USER_ID]: user } }),

    sharedResult: (page) => {
      const { title, description } = sharedResultText(page);
      const { head, root } = render(<SharedResultDocument page={page} />);
      return fillSlots(templates.static, {
        title,
        description,
        head: `${openGraph(page.url, page.image, title, description)}${head}`,
        root,
      });
    },
  };
}

/** The tags a chat's link preview reads, and no search engine's index. */
function openGraph(url: string, image: string, title: string, description: string): string {
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', PRODUCT_NAME],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:url', url],
  ];
  return [
    '<meta name="robots" content="noindex">',
    ...tags.map(([property, content]) => `<meta property="${property}" content="${attr(content)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
}

/** `element` rendered by React with its styled-components CSS, as the template's head and root. */
function render(element: ReactElement): { head: string; root: string } {
  const sheet = new ServerStyleSheet();
  try {
    const root = renderToString(sheet.collectStyles(element));
    return { head: sheet.getStyleTags(), root };
  } finally {
    sheet.seal();
  }
}

/**
 * The card photo's preload, first in <head>: on HTTP/1.1 a preload behind other requests waits for a free
 * connection. A source photo is preloaded with the srcset and sizes its <img> has, so the browser fetches the
 * one width the image then uses (a preload with another URL is a second download).
 */
function imagePreload(url: string): string {
  const srcSet = photoSrcSet(url);
  const responsive = srcSet ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(CARD_PHOTO_SIZES)}"` : '';
  return `<link rel="preload" as="image" href="${attr(url)}"${responsive} fetchpriority="high">`;
}

/**
 * A cuisine illustration is drawn into the page itself (a data: URL of the same SVG the photo route answers),
 * so the card is whole in the first frame. Its URL is still preloaded, for the app's own card, which
 * replaces this one.
 */
function withInlineImage({ html, image }: PrerenderedRoom, inlineImage: string | null): string {
  return image && inlineImage ? html.replaceAll(`src="${attr(image)}"`, () => `src="${attr(inlineImage)}"`) : html;
}
