import { prefersReducedMotion } from '../prefers-reduced-motion';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function answer(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
  })) as unknown as typeof window.matchMedia;
}

it('follows the system setting, read at each call', () => {
  answer(true);
  expect(prefersReducedMotion()).toBe(true);
  answer(false);
  expect(prefersReducedMotion()).toBe(false);
});

it('means "no preference" where there is no matchMedia (jsdom, old browsers)', () => {
  // @ts-expect-error jsdom's window has no matchMedia; removed here on purpose.
  window.matchMedia = undefined;
  expect(prefersReducedMotion()).toBe(false);
});
