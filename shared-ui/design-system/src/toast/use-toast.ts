import { useSyncExternalStore } from 'react';
import { dismiss, getSnapshot, subscribe, toast, type ToastRecord } from './toast-store';

const actions = { toast, dismiss } as const;

/** `const { toast } = useToast()`: the same functions as the store's; a hook for the familiar shape. */
export function useToast(): typeof actions {
  return actions;
}

/** The toast currently in the slot (open or closing); for the Toaster. */
export function useCurrentToast(): ToastRecord | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
