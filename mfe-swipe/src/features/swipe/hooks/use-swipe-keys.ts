import { useEffect } from 'react';
import type { SwipeAction } from '@forkcast/contracts';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** A key pressed in a dialog (details, 'Leave session?') belongs to it, never to the card behind. */
function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"], [role="alertdialog"]') !== null;
}

interface SwipeKeys {
  /** null while there is no card to swipe (or a dialog is open). */
  onSwipe: ((action: SwipeAction) => void) | null;
  onDetails?: () => void;
  /** Ctrl+Z (⌘Z on a Mac); null while there is nothing to undo. */
  onUndo?: (() => void) | null;
}

/**
 * ← passes, → likes: the keyboard equivalent of the drag (the buttons stay reachable by Tab); 'i'
 * opens the card's details; Ctrl/⌘+Z takes back the last swipe. Listens on the window so it works
 * wherever focus is on the screen, except while typing or when another handler (a dialog, a slider) has
 * already used the key. The screen passes nulls while the details dialog is open, so keys never act
 * behind it.
 */
export function useSwipeKeys({ onSwipe, onDetails, onUndo = null }: SwipeKeys): void {
  useEffect(() => {
    if (!onSwipe && !onUndo) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isEditable(event.target) || inDialog(event.target)) return;
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey && !event.shiftKey && (event.key === 'z' || event.key === 'Z')) {
        if (!onUndo) return;
        onUndo();
        event.preventDefault();
        return;
      }
      if (!onSwipe || event.altKey || command || event.shiftKey) return;
      if (event.key === 'ArrowLeft') onSwipe('pass');
      else if (event.key === 'ArrowRight') onSwipe('like');
      else if ((event.key === 'i' || event.key === 'I') && onDetails) onDetails();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onSwipe, onDetails, onUndo]);
}
