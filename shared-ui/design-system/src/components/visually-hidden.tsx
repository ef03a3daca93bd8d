/** Text for screen readers only (e.g. a heading a design leaves out visually). */
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
