/**
 * jsdom has no PointerEvent, so fireEvent.pointerDown would drop clientX. A MouseEvent with a
 * pointerId is all the swipe card reads. Import for its side effect in tests that drag.
 */
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventShim extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventShim });
}
export {};
