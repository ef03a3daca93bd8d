import { expect, type Page } from '@playwright/test';

/** docs/product.md › Accessibility: every control a thumb uses has at least this square to land in. */
export const MIN_TARGET_PX = 44;

/**
 * Every visible control on the page whose 44 px disc, centred on it, is not all its own: the centre and eight
 * points around the disc's edge are hit-tested with `elementFromPoint`, so a target stretched by a
 * pseudo-element or padding passes (the visual may stay smaller), a round 44 px button passes (a disc, as a
 * fingertip is), and a neighbour or an overlay covering part of it fails. Each control is scrolled into view
 * to be tested; every scroll position is put back afterwards.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="slider"], ' +
      '[role="switch"], [role="tab"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"]';
    const scrolled = new Map<Element, [number, number]>();
    const remember = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) {
        if (!scrolled.has(node) && (node.scrollHeight > node.clientHeight || node.scrollWidth > node.clientWidth)) {
          scrolled.set(node, [node.scrollLeft, node.scrollTop]);
        }
      }
    };
    const windowScroll = [window.scrollX, window.scrollY] as const;
    const describe = (element: Element) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : ''} "${name}"`;
    };
    const reach = (size - 2) / 2;
    const points = [
      [0, 0],
      ...Array.from({ length: 8 }, (_, i) => [Math.cos((i * Math.PI) / 4) * reach, Math.sin((i * Math.PI) / 4) * reach]),
    ] as const;
    const problems: string[] = [];
    for (const control of Array.from(document.querySelectorAll(CONTROLS))) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      // A checkbox or radio inside its label (a whole row) is tapped anywhere on the label; a visually hidden
      // one is tapped through its label.
      let target: Element = control;
      const box = control.getBoundingClientRect();
      const label = control instanceof HTMLInputElement ? control.labels?.[0] : undefined;
      if (label && (label.contains(control) || box.width < 2 || box.height < 2)) target = label;
      if (!(target as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const first = target.getBoundingClientRect();
      if (first.width === 0 || first.height === 0) continue;
      remember(target);
      target.scrollIntoView({ block: 'center', inline: 'center' });
      const rect = target.getBoundingClientRect();
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const misses: string[] = [];
      for (const [dx, dy] of points) {
        const x = cx + dx;
        const y = cy + dy;
        // The screen's edge is as good as a target (a thumb can't go past it).
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        // A toast passes over the page for a few seconds, and an open popover (the bell's list) sits over it
        // until closed: what lies under them is judged without them.
        if (hit?.closest('[role="region"][aria-label^="Notifications"], [data-radix-popper-content-wrapper]')) continue;
        const hitLabel = hit?.closest('label');
        const own =
          hit !== null &&
          (target.contains(hit) ||
            control.contains(hit) ||
            (hitLabel != null && Array.from((control as HTMLInputElement).labels ?? []).includes(hitLabel)));
        if (!own) misses.push(`${Math.round(dx)},${Math.round(dy)}→${hit ? describe(hit) : 'nothing'}`);
      }
      if (misses.length > 0)
        problems.push(
          `${describe(control)} ${Math.round(rect.width)}×${Math.round(rect.height)} px: ${misses.length} of 9 points of its ${size} px disc land elsewhere (${misses.join('; ')})`,
        );
    }
    for (const [node, [left, top]] of scrolled) node.scrollTo(left, top);
    window.scrollTo(windowScroll[0], windowScroll[1]);
    return problems;
  }, MIN_TARGET_PX);
}

/** On a touch screen (the phone projects), every control on `screen` passes smallTapTargets. */
export async function expectTapTargets(page: Page, screen: string): Promise<void> {
  const touch = await page.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
  if (!touch) return;
  expect(await smallTapTargets(page), `controls under ${MIN_TARGET_PX}×${MIN_TARGET_PX} px on ${screen}`).toEqual([]);
}
