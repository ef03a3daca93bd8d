/** Forkcast design tokens. Mobile first: the content column is at most 430 px wide. */
export const theme = {
  colors: {
    primary: '#e8472b',
    primaryHover: '#cc3a20',
    onPrimary: '#ffffff',
    accent: '#ffb400',
    background: '#fff8f3',
    surface: '#ffffff',
    surfaceMuted: '#f6ede6',
    text: '#1f1a17',
    textMuted: '#5e544d',
    border: '#e6d9cf',
    success: '#1f7a4d',
    warning: '#8a5a00',
    danger: '#b3261e',
    focus: '#1a5fd0',
  },
  radii: { sm: '8px', md: '12px', lg: '20px', pill: '999px' },
  space: (n: number) => `${n * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  },
  layout: { columnMaxWidth: '430px', tabBarHeight: '64px', headerHeight: '56px' },
  shadow: { card: '0 4px 16px rgba(31, 26, 23, 0.08)', dialog: '0 12px 40px rgba(31, 26, 23, 0.25)' },
  motion: { fast: '150ms', card: '300ms' },
} as const;

export type Theme = typeof theme;
