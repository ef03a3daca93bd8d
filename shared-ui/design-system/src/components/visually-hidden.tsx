import { cloneElement, isValidElement, type CSSProperties, type HTMLAttributes, type ReactElement } from 'react';

/** Off screen but read: the styles Radix's VisuallyHidden used (the clip technique). */
const HIDDEN: CSSProperties = {
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
};

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Hides the one child element itself (e.g. an <h1>) instead of wrapping it in a <span>. */
  asChild?: boolean;
}

/**
 * Text for screen readers only (e.g. a heading a design leaves out visually). Our own, not Radix's: theirs
 * brings Radix's Primitive and Slot into the first screens' JavaScript (~3 KB gzip) for one inline style.
 */
export function VisuallyHidden({ asChild = false, style, children, ...rest }: VisuallyHiddenProps) {
  if (asChild && isValidElement<{ style?: CSSProperties }>(children)) {
    const child = children as ReactElement<{ style?: CSSProperties }>;
    return cloneElement(child, { ...rest, style: { ...HIDDEN, ...child.props.style, ...style } });
  }
  return (
    <span {...rest} style={{ ...HIDDEN, ...style }}>
      {children}
    </span>
  );
}
