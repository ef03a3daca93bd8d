import { useRef } from 'react';

/**
 * Radix dialogs return focus to their Trigger on close, but ours are controlled and opened from
 * anywhere (a card tap, a list item), so there is no Trigger and focus would drop to <body>.
 * This remembers what had focus when the dialog opened and puts focus back there on close.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Called before Radix moves focus into the dialog, so activeElement is still the opener.
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
