import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

/**
 * Page-wide rules, mounted once by AppProviders. The focus ring lives here, not in each component,
 * so every focusable thing (including Radix parts and plain links) gets the same visible ring.
 *
 * The theme's values are read here, once, not by functions of the theme at render time: rules without a
 * function are static to styled-components, which then keeps the rules a prerendered page arrived with.
 * Dynamic global rules are deleted and inserted again when the app starts, and every page-wide rule
 * changed makes the browser restyle the whole page: ~10 ms of a phone's hydration task before 4x.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    margin: 0;
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -webkit-tap-highlight-color: transparent;
  }

  h1, h2, h3, h4, p {
    margin: 0;
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  a {
    color: ${theme.colors.primary};
  }

  /* Keyboard focus only: mouse and touch users do not get a ring after a tap. */
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }

  /* Vestibular safety: people who ask for less motion get none. Spinners then stand still, which is
     why every spinner also carries a text label. */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
