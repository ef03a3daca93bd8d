// The overlays' own chunk (loaded by ./lazy-overlays.tsx, never imported anywhere else): Radix Dialog,
// AlertDialog and Toast with what they pull in (focus scope, scroll lock, dismissable layer, ~21 KB gzip).
export { Dialog } from '../components/dialog';
export { ConfirmDialog } from '../components/confirm-dialog';
export { Toaster } from '../toast/toaster';
