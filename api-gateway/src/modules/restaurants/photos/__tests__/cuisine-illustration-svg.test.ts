/**
 * @jest-environment jsdom
 */
// jsdom's DOMParser parses image/svg+xml as strict XML, which is what a browser's <img> does with SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RANDOMIZER_CUISINES } from '@forkcast/contracts';
import { CUISINE_PROFILES, findCuisineProfile, type CuisineGlyph } from '../../domain/cuisine-knowledge';
import { cuisineSlug } from '../../domain/cuisine-labels';
import { CAPTION_EM_PER_CHAR, DISPLAY_ASPECTS, GLYPH_OVERHANG, renderCuisineIllustration } from '../cuisine-illustration';
import { GLYPH_HALF_SIZE } from '../cuisine-illustration-glyphs';

// The gateway compiles without the DOM lib, so type the little of jsdom's XML DOM this test reads.
interface XmlElement {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
}
interface XmlDocument {
  documentElement: XmlElement;
  getElementsByTagName(name: string): ArrayLike<XmlElement>;
}
const { DOMParser } = globalThis as unknown as {
  DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): XmlDocument };
};
const textOf = (doc: XmlDocument, tag: string) => doc.getElementsByTagName(tag)[0]?.textContent;

function parseSvg(svg: string): XmlDocument {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe('svg');
  expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  return doc;
}

describe('cuisine illustration SVG', () => {
  it('is well-formed XML for every glyph and unknown slugs', () => {
    for (const slug of [...CUISINE_PROFILES.map((p) => p.slug), 'restaurant', 'martian', '']) {
      parseSvg(renderCuisineIllustration({ slug }));
    }
  });

  it('captions the card with the cuisine label', () => {
    const doc = parseSvg(renderCuisineIllustration({ slug: 'steak_house' }));
    expect(textOf(doc, 'text')).toBe('Steakhouse');
    expect(textOf(doc, 'title')).toBe('Steakhouse');
    expect(textOf(parseSvg(renderCuisineIllustration({ slug: 'lao' })), 'text')).toBe('Lao');
  });

  it('escapes text so a caption cannot inject markup', () => {
    const label = `Fish & Chips <script>alert("x")</script> 'n' more`;
    const svg = renderCuisineIllustration({ slug: 'seafood', label });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Fish &amp; Chips &lt;script&gt;');
    const doc = parseSvg(svg);
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(textOf(doc, 'text')).toBe(`${label.slice(0, 27)}…`);
  });

  it('draws the generic plate with a plain caption for slugs that are not cuisine keys', () => {
    const doc = parseSvg(renderCuisineIllustration({ slug: '"><script>alert(1)</script>' }));
    expect(textOf(doc, 'text')).toBe('Restaurant');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });
});

// ---------- nothing cropped in any frame a client shows the illustration in ----------

const repoRoot = path.resolve(__dirname, '../../../../../..');
/** Every client frame that shows a restaurant photo with object-fit: cover, and its CSS aspect-ratio. */
const PHOTO_FRAMES = [
  'shared-ui/design-system/src/components/restaurant-photo.tsx',
  'mfe-swipe/src/components/restaurant-details/components/restaurant-details-body.tsx',
  'mfe-swipe/src/features/no-match/components/compromise-card.tsx',
  'mfe-spotlight/src/features/randomizer/components/random-pick-result.tsx',
];

function frameAspects(): number[] {
  return PHOTO_FRAMES.flatMap((file) =>
    [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/aspect-ratio:\s*([\d.]+)\s*\/\s*([\d.]+)/g)].map(
      ([, w, h]) => Number(w) / Number(h),
    ),
  );
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What `object-fit: cover` shows of a view in a frame of the given aspect (centred crop). */
function visibleIn(view: { width: number; height: number }, aspect: number): Rect {
  const width = Math.min(view.width, view.height * aspect);
  const height = Math.min(view.height, view.width / aspect);
  return {
    left: (view.width - width) / 2,
    top: (view.height - height) / 2,
    right: (view.width + width) / 2,
    bottom: (view.height + height) / 2,
  };
}

const inside = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left && inner.top >= outer.top && inner.right <= outer.right && inner.bottom <= outer.bottom;

/** The caption's and the glyph's boxes, read from the SVG's own numbers. */
function contentBoxes(svg: string): { view: { width: number; height: number }; caption: Rect; glyph: Rect } {
  const doc = parseSvg(svg);
  const [, , viewWidth, viewHeight] = doc.documentElement.getAttribute('viewBox')!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const text = doc.getElementsByTagName('text')[0]!;
  const x = Number(text.getAttribute('x'));
  const baseline = Number(text.getAttribute('y'));
  const size = Number(text.getAttribute('font-size'));
  const outline = Number(text.getAttribute('stroke-width')) / 2;
  expect(text.getAttribute('text-anchor')).toBe('middle');
  // A textLength makes the browser fit the caption to exactly that width; otherwise estimate it.
  const width = Number(text.getAttribute('textLength')) || [...text.textContent!].length * CAPTION_EM_PER_CHAR * size;
  const caption = {
    left: x - width / 2 - outline,
    right: x + width / 2 + outline,
    top: baseline - size * 0.75 - outline,
    bottom: baseline + size * 0.25 + outline,
  };
  const group = [...Array.from(doc.getElementsByTagName('g'))].find((g) => g.getAttribute('transform')?.startsWith('translate'))!;
  const [, gx, gy, scale] = /translate\(([\d.]+) ([\d.]+)\) scale\(([\d.]+)\)/.exec(group.getAttribute('transform')!)!.map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const reach = (GLYPH_HALF_SIZE + GLYPH_OVERHANG) * scale;
  return {
    view: { width: viewWidth, height: viewHeight },
    caption,
    glyph: { left: gx - reach, right: gx + reach, top: gy - reach, bottom: gy + reach },
  };
}

describe('cuisine illustration in the frames clients show it in', () => {
  it('knows every frame the clients use', () => {
    const aspects = frameAspects();
    expect(aspects.length).toBeGreaterThanOrEqual(PHOTO_FRAMES.length);
    for (const aspect of aspects) expect(DISPLAY_ASPECTS.some((known) => Math.abs(known - aspect) < 1e-9)).toBe(true);
  });

  it('keeps the caption and the food inside what every frame shows, for every cuisine and the longest caption', () => {
    const requests = [
      ...CUISINE_PROFILES.map((profile) => ({ slug: profile.slug })),
      ...RANDOMIZER_CUISINES.map((label) => ({ slug: cuisineSlug(label) })),
      { slug: 'restaurant' },
      { slug: 'lao', label: 'Globally Inspired Comfort Food Kitchen' },
      { slug: 'bar_and_grill', label: 'WWWWWWWWWWWWWWWWWWWWWWWWWWWW' },
    ];
    const cropped: string[] = [];
    for (const request of requests) {
      const { view, caption, glyph } = contentBoxes(renderCuisineIllustration(request));
      for (const aspect of [...DISPLAY_ASPECTS, ...frameAspects()]) {
        const visible = visibleIn(view, aspect);
        if (!inside(caption, visible)) cropped.push(`${request.slug} caption at ${aspect.toFixed(2)}`);
        if (!inside(glyph, visible)) cropped.push(`${request.slug} glyph at ${aspect.toFixed(2)}`);
      }
    }
    expect(cropped).toEqual([]);
  });
});

describe('a fitting placeholder for every randomizer cuisine (docs/product.md › Entities)', () => {
  const FITTING: Record<(typeof RANDOMIZER_CUISINES)[number], CuisineGlyph> = {
    Italian: 'pasta',
    Chinese: 'bowl',
    Japanese: 'sushi',
    Mexican: 'taco',
    Indian: 'curry',
    Thai: 'bowl',
    French: 'bread',
    American: 'burger',
    Greek: 'skewer',
    Mediterranean: 'leaf',
    Seafood: 'fish',
    Steakhouse: 'steak',
    Pizza: 'pizza',
    Sushi: 'sushi',
    Vegetarian: 'leaf',
    Vegan: 'leaf',
  };

  it('draws each one with its own fitting glyph', () => {
    expect(Object.fromEntries(RANDOMIZER_CUISINES.map((label) => [label, findCuisineProfile(label)?.glyph]))).toEqual(FITTING);
  });

  it('gives Italian places a pasta plate, not the noodle bowl with chopsticks', () => {
    const italian = renderCuisineIllustration({ slug: 'italian' });
    const noodles = renderCuisineIllustration({ slug: 'noodle' });
    const chopsticks = 'M40 -60 L120 -125';
    expect(noodles).toContain(chopsticks);
    expect(italian).not.toContain(chopsticks);
    expect(findCuisineProfile('italian')!.glyph).not.toBe(findCuisineProfile('noodle')!.glyph);
    expect(textOf(parseSvg(italian), 'text')).toBe('Italian');
  });
});
