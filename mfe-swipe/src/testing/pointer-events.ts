/**
 * jsdom has no PointerEvent, so fireEvent.pointerDown would drop clientX. A MouseEvent with a pointerId
 * and pointerType is what the swipe card's gesture library (@use-gesture) reads; it also captures the
 * pointer, which jsdom's elements can't. Import for its side effect in tests that drag; pass
 * `buttons: 1` like a real finger or pressed mouse button.
 */
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
      // Stamped by the (fakeable) Date clock, so a test sets the gesture's speed with jest's timers.
      Object.defineProperty(this, 'timeStamp', { value: Date.now() });
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}
// @use-gesture picks pointer events only where the window has `onpointerdown` (read when it loads, so
// this file is imported before the screens).
if (typeof window !== 'undefined' && !('onpointerdown' in window)) {
  Object.assign(window, { onpointerdown: null });
}
if (typeof Element !== 'undefined' && !('setPointerCapture' in Element.prototype)) {
  const captured = new WeakMap<Element, Set<number>>();
  Object.assign(Element.prototype, {
    setPointerCapture(this: Element, id: number) {
      captured.set(this, (captured.get(this) ?? new Set()).add(id));
    },
    releasePointerCapture(this: Element, id: number) {
      captured.get(this)?.delete(id);
    },
    hasPointerCapture(this: Element, id: number) {
      return captured.get(this)?.has(id) ?? false;
    },
  });
}
export {};
