import { createElement, type SVGProps } from 'react';

/*
 * The few icons the design system's shared entry draws itself (rating star, map pin, ZIP check, product
 * mark), drawn as Lucide draws them (same SVG attributes, paths and class names; Lucide is ISC-licensed). Not
 * through lucide-react: its icon runtime would be part of every page's first JavaScript through this
 * federation singleton (~2 KB gzip), while the screens import their own icons from lucide-react.
 */
type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (default 24). */
  size?: number;
}

const A11Y_PROP = /^(aria-|role$|title$)/;

function icon(name: string, node: IconNode) {
  function Icon({ size = 24, strokeWidth = 2, className, children, ...rest }: IconProps) {
    // Decorative unless the caller names it (Lucide's rule: aria-hidden without an accessible prop).
    const named = Boolean(children) || Object.keys(rest).some((prop) => A11Y_PROP.test(prop));
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={['lucide', `lucide-${name}`, className].filter(Boolean).join(' ')}
        {...(named ? {} : { 'aria-hidden': 'true' as const })}
        {...rest}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
        {children}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const StarIcon = icon('star', [
  [
    'path',
    {
      d: 'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z',
    },
  ],
]);

export const MapPinIcon = icon('map-pin', [
  ['path', { d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' }],
  ['circle', { cx: '12', cy: '10', r: '3' }],
]);

export const CircleAlertIcon = icon('circle-alert', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);

export const CircleCheckIcon = icon('circle-check', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
]);

export const UtensilsIcon = icon('utensils', [
  ['path', { d: 'M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2' }],
  ['path', { d: 'M7 2v20' }],
  ['path', { d: 'M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7' }],
]);
