/**
 * Forkcast design tokens. Mobile first: the content column is at most 430 px wide.
 *
 * Every text/background pair used by the components meets WCAG AA (≥ 4.5:1), measured:
 * onPrimary on primary 5.2, primaryStrong on primarySoft 5.9, textMuted on background 7.0,
 * success/warning/danger on their soft tints ≥ 4.6, white on success/danger ≥ 5.3.
 * `borderStrong` (≥ 3:1 on surface and background) outlines form controls so their edges are visible;
 * `border` is only for decorative dividers.
 */
export const theme = {
  colors: {
    /** Tomato red: appetising, and dark enough for white text (the old #e8472b was 3.9:1). */
    primary: '#c8371d',
    primaryHover: '#a82c15',
    /** Text/icons in primary colour on tinted surfaces (chips, badges). */
    primaryStrong: '#a82c15',
    primarySoft: '#fde8e1',
    onPrimary: '#ffffff',
    /** Saffron: decoration only (stars, confetti); text on it uses `text`. */
    accent: '#ffb400',
    onAccent: '#1f1a17',
    background: '#fff8f3',
    surface: '#ffffff',
    surfaceMuted: '#f6ede6',
    text: '#1f1a17',
    textMuted: '#5e544d',
    border: '#e6d9cf',
    borderStrong: '#8c7e74',
    success: '#1f7a4d',
    successSoft: '#e3f4ea',
    warning: '#8a5a00',
    warningSoft: '#fff1d6',
    danger: '#b3261e',
    dangerHover: '#8f1e18',
    dangerSoft: '#fde7e5',
    onDanger: '#ffffff',
    focus: '#1a5fd0',
    /** Dialog backdrop. */
    overlay: 'rgba(31, 26, 23, 0.55)',
    /** Toast surface: dark so it stands apart from the warm page. */
    toast: '#2b2320',
    onToast: '#ffffff',
  },
  radii: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  layout: { columnMaxWidth: '430px', tabBarHeight: '64px', headerHeight: '56px' },
  /**
   * Control heights. 44 px is the smallest target a finger hits reliably (WCAG 2.5.5, Apple HIG);
   * `sm` looks smaller but its hit area is padded out to `minTarget`.
   */
  control: { sm: '36px', md: '44px', lg: '52px', minTarget: '44px' },
  shadow: {
    card: '0 4px 16px rgba(31, 26, 23, 0.08)',
    dialog: '0 12px 40px rgba(31, 26, 23, 0.25)',
    raised: '0 2px 6px rgba(31, 26, 23, 0.12)',
  },
  motion: { fast: '150ms', card: '300ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  /** Stacking order, lowest first. Toasts sit above dialogs so errors raised from a dialog are seen. */
  zIndex: { header: 10, tabBar: 20, overlay: 40, dialog: 50, toast: 60 },
} as const;

export type Theme = typeof theme;

/*
 * Types `props.theme` in every styled component. Declared here, in a module every component imports,
 * rather than in a stand-alone .d.ts, so packages that compile the design system's sources (shell, remotes)
 * get it without listing an extra file.
 */
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
