/**
 * Browser APIs that jsdom lacks but the app's libraries touch: react-router reads TextEncoder when it
 * is imported; Radix measures the slider thumb with ResizeObserver and uses pointer capture on drag.
 * A side-effect module: import it before anything else in a test (render-with-providers does), or
 * from a jest setup file. Installs only what is missing, so a real browser is never touched.
 */
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') {
  Object.assign(globalThis, {
    TextEncoder: globalThis.TextEncoder ?? TextEncoder,
    TextDecoder: globalThis.TextDecoder ?? TextDecoder,
  });

  if (!('ResizeObserver' in globalThis)) {
    class ResizeObserverShim {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(globalThis, { ResizeObserver: ResizeObserverShim });
  }

  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
