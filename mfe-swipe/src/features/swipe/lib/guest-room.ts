import { createContext } from 'react';
import type { SessionEnd } from './session-end';

/**
 * Set around the swipe room when a guest (docs/product.md › Guests) is in it: a guest has no results
 * screens of its own, so the room shows its end where it is (`showEnd`, instead of opening /match or
 * /no-match), and offers no member's controls (inviting guests).
 */
export const GuestRoom = createContext<{ showEnd: (end: SessionEnd) => void } | null>(null);
