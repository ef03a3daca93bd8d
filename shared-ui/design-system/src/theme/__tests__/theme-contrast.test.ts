/** @jest-environment node */
import { theme } from '../theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const c = theme.colors;

// Every text-on-background pair the components paint. AA: 4.5:1 for text, 3:1 for control edges.
const textPairs: [string, string, string][] = [
  ['button primary', c.onPrimary, c.primary],
  ['button primary hover', c.onPrimary, c.primaryHover],
  ['button danger', c.onDanger, c.danger],
  ['button danger hover', c.onDanger, c.dangerHover],
  ['button/chip secondary', c.primaryStrong, c.primarySoft],
  ['secondary hover', c.primaryStrong, c.surfaceMuted],
  ['body text', c.text, c.background],
  ['muted text on page', c.textMuted, c.background],
  ['muted text on muted surface', c.textMuted, c.surfaceMuted],
  ['link on page', c.primary, c.background],
  ['badge success', c.success, c.successSoft],
  ['badge warning', c.warning, c.warningSoft],
  ['badge danger', c.danger, c.dangerSoft],
  ['field error', c.danger, c.surface],
  ['toast default', c.onToast, c.toast],
  ['toast destructive', c.onToast, c.danger],
  ['toast success', c.onToast, c.success],
  ['active tab', c.primaryStrong, c.surface],
];

describe('theme colour contrast (WCAG AA)', () => {
  it.each(textPairs)('%s is at least 4.5:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['input border on surface', c.borderStrong, c.surface],
    ['focus ring on page', c.focus, c.background],
    ['focus ring on surface', c.focus, c.surface],
  ])('%s is at least 3:1', (_name, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
