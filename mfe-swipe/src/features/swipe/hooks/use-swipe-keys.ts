import { useEffect } from 'react';
import type { SwipeAction } from '@forkcast/shared-ui/contracts';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * ← passes, → likes: the keyboard equivalent of the drag (the buttons stay reachable by Tab); 'i'
 * opens the card's details. Listens on the window so it works wherever focus is on the screen, except
 * while typing or when another handler (a dialog, a slider) has already used the key. `null` turns it
 * off (the screen passes null while the details dialog is open, so arrows never swipe behind it).
 */
export function useSwipeKeys(onSwipe: ((action: SwipeAction) => void) | null, onDetails?: () => void): void {
  useEffect(() => {
    if (!onSwipe) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isEditable(event.target)) return;
      if (event.key === 'ArrowLeft') onSwipe('pass');
      else if (event.key === 'ArrowRight') onSwipe('like');
      else if ((event.key === 'i' || event.key === 'I') && onDetails) onDetails();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onSwipe, onDetails]);
}
