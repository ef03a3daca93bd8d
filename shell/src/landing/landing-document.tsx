import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@forkcast/design-system';
import { LandingPage } from '../features/landing/components/landing-page';

/**
 * The landing page as a document of its own: rendered to HTML on the server (server/pages.tsx) and hydrated
 * by landing-entry.tsx. It carries no router, query client or store, so a visitor's first page downloads
 * React, styled-components and the page itself, nothing of the app behind it.
 */
export function LandingDocument() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LandingPage />
    </ThemeProvider>
  );
}
