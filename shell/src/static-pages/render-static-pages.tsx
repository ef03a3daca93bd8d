import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { ReactElement } from 'react';
import { LandingDocument } from './landing-document';
import { HomeFrameDocument } from './home-frame';

export interface StaticPage {
  /** Markup for inside <div id="root">. */
  html: string;
  /** The page's styled-components <style> tags, to inline in <head>. */
  styles: string;
}

function render(element: ReactElement): StaticPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(element));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** Run at build time (shell/build/static-pages.js): the screens that can paint before any script runs. */
export function renderStaticPages(): Record<'landing' | 'home' | 'homePremium' | 'homeSolo' | 'homePremiumSolo' | 'homePartner' | 'homePremiumPartner', StaticPage> {
  return {
    landing: render(<LandingDocument />),
    home: render(<HomeFrameDocument premium={false} />),
    homePremium: render(<HomeFrameDocument premium />),
    homeSolo: render(<HomeFrameDocument premium={false} card="solo" />),
    homePremiumSolo: render(<HomeFrameDocument premium card="solo" />),
    homePartner: render(<HomeFrameDocument premium={false} card="partner" />),
    homePremiumPartner: render(<HomeFrameDocument premium card="partner" />),
  };
}
