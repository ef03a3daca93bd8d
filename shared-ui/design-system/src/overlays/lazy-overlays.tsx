import { Suspense, lazy, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { DialogProps } from '../components/dialog';
import type { ConfirmDialogProps } from '../components/confirm-dialog';
import { getSnapshot, subscribe } from '../toast/toast-store';
import { whenIdle } from '../scheduling/tasks';

/**
 * The dialogs and the toaster are not needed to show or use a screen's first paint (a dialog opens on a tap,
 * a toast follows an action), so they are one chunk of their own, loaded once the page is idle, or at once
 * when a dialog opens or a toast is raised before that (the swipe card is interactive without
 * them). They stay inside this shared entry (the federation singleton): one toaster and one Radix instance
 * on the page, whichever app opens a dialog.
 */
type Overlays = typeof import('./overlays');

let loading: Promise<Overlays> | undefined;
/** The chunk's exports once it has arrived: components mounted from then on render it directly. */
let loaded: Overlays | undefined;

/** Loads the overlays' chunk (once; a failed load is tried again on the next call). */
export function preloadOverlays(): Promise<Overlays> {
  loading ??= import(/* webpackChunkName: "overlays" */ './overlays').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const lazyDialog = lazy(() => preloadOverlays().then((module) => ({ default: module.Dialog })));
const lazyConfirmDialog = lazy(() => preloadOverlays().then((module) => ({ default: module.ConfirmDialog })));
const lazyToaster = lazy(() => preloadOverlays().then((module) => ({ default: module.Toaster })));

/** The loaded component itself once the chunk is in, else the lazy one (which suspends until it lands). */
function current<P extends object>(pick: (module: Overlays) => ComponentType<P>, fallback: ComponentType<P>): ComponentType<P> {
  return loaded ? pick(loaded) : fallback;
}

/**
 * What a dialog renders: nothing until it first opens (a closed dialog that never opened needs no chunk), then
 * the component chosen at that moment, kept from then on (a type that changed later would remount the open
 * dialog). Not React's `use`: a Radix layer under a component that called `use` misses its own later re-render
 * (its pointer-events stay those of the page behind it).
 */
function useOnceOpened<P extends object>(open: boolean, pick: (module: Overlays) => ComponentType<P>, fallback: ComponentType<P>) {
  const [component, setComponent] = useState<ComponentType<P> | null>(() => (open ? current(pick, fallback) : null));
  if (open && !component) setComponent(() => current(pick, fallback));
  return component;
}

/** A modal dialog (see ../components/dialog.tsx); its code is fetched when it first opens, if not before. */
export function Dialog(props: DialogProps) {
  const Loaded = useOnceOpened(props.open, (module) => module.Dialog, lazyDialog);
  if (!Loaded) return null;
  // A boundary of its own: while the chunk arrives the screen stays as it is, the dialog appears when it lands.
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

/** An "are you sure?" prompt (see ../components/confirm-dialog.tsx), fetched like Dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const Loaded = useOnceOpened(props.open, (module) => module.ConfirmDialog, lazyConfirmDialog);
  if (!Loaded) return null;
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}

/**
 * The app's one toast outlet (see ../toast/toaster.tsx). Its code arrives when the page is first idle after
 * mounting, or at once when a toast is raised before that: the toast shows as soon as the chunk lands.
 */
export function Toaster() {
  const toastRaised = useSyncExternalStore(
    subscribe,
    () => getSnapshot() !== null,
    () => false,
  );
  // Already here (a dialog opened first, or a test preloaded it): mounted at once.
  const [wanted, setWanted] = useState(() => loaded !== undefined);
  useEffect(() => {
    if (wanted) return undefined;
    return whenIdle(() => setWanted(true));
  }, [wanted]);
  const Loaded = useOnceOpened(wanted || toastRaised, (module) => module.Toaster, lazyToaster);
  if (!Loaded) return null;
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
