import { cuisineLabel } from '../domain/cuisine-labels';
import { cuisineKey, findCuisineProfile, type CuisineGlyph } from '../domain/cuisine-knowledge';
import { hashSeed } from '../domain/seeded-random';
import type { PhotoResult } from '../sources/restaurant-source';
import { GLYPH_FOOD_COLOR, GLYPH_HALF_SIZE, glyph, type Palette } from './cuisine-illustration-glyphs';

export const ILLUSTRATION_CONTENT_TYPE = 'image/svg+xml';
const MIN_WIDTH = 80;
const MAX_WIDTH = 1600;
const DEFAULT_WIDTH = 800;
const MAX_LABEL_LENGTH = 28;
const GENERIC_SLUG = 'restaurant';

export interface IllustrationRequest {
  /** Cuisine slug from a `cuisine:<slug>` photo ref; anything unusable draws the generic plate. */
  slug: string;
  maxWidth?: number;
  /** Overrides the caption (defaults to the cuisine's label). */
  label?: string;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Background from the slug's hash: each cuisine always gets the same card, cuisines differ from each other. */
function paletteFor(slug: string, glyphName: CuisineGlyph): Palette {
  const hue = hashSeed(slug) % 360;
  return {
    from: `hsl(${hue} 65% 58%)`,
    to: `hsl(${(hue + 38) % 360} 62% 40%)`,
    accent: `hsl(${hue} 40% 22%)`,
    warm: GLYPH_FOOD_COLOR[glyphName],
    cream: '#fffaf2',
  };
}

/** Slugs come from a URL: anything but a plain cuisine key draws the generic plate. */
function safeSlug(slug: string): string {
  const key = cuisineKey(slug);
  return /^[\p{L}\p{N}_]{1,40}$/u.test(key) ? key : GENERIC_SLUG;
}

function clampWidth(maxWidth: number | undefined): number {
  if (maxWidth === undefined || !Number.isFinite(maxWidth)) return DEFAULT_WIDTH;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, Math.round(maxWidth)));
}

function caption(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > MAX_LABEL_LENGTH ? `${trimmed.slice(0, MAX_LABEL_LENGTH - 1)}…` : trimmed;
}

const VIEW_WIDTH = 800;
const VIEW_HEIGHT = 600;

/**
 * Every frame a client shows the 4:3 illustration in, with `object-fit: cover`: the swipe card (4:3),
 * the randomizer's pick (16:10), the details dialog (16:9) and a compromise card (16:7). Cover crops the
 * top and bottom of any frame wider than 4:3, so the food and its caption stay in the band all of them show.
 */
export const DISPLAY_ASPECTS = [4 / 3, 16 / 10, 16 / 9, 16 / 7] as const;

/** Space kept clear inside the band: rounded corners and the caption's outline. */
const SAFE_MARGIN = 16;
/** How far strokes and garnish may reach past a glyph's box, in glyph units. */
export const GLYPH_OVERHANG = 16;
const CAPTION_MAX_FONT = 44;
/** A bold system-ui character is at most ~0.62 em wide on average, even in all-caps labels. */
export const CAPTION_EM_PER_CHAR = 0.62;
const CAPTION_GAP = 12;

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The part of the 800 × 600 view every display aspect shows, less the margin. */
export function safeArea(aspects: readonly number[] = DISPLAY_ASPECTS): Box {
  const width = Math.min(VIEW_WIDTH, ...aspects.map((aspect) => VIEW_HEIGHT * aspect));
  const height = Math.min(VIEW_HEIGHT, ...aspects.map((aspect) => VIEW_WIDTH / aspect));
  const left = (VIEW_WIDTH - width) / 2 + SAFE_MARGIN;
  const top = (VIEW_HEIGHT - height) / 2 + SAFE_MARGIN;
  return { left, top, right: VIEW_WIDTH - left, bottom: VIEW_HEIGHT - top };
}

interface Layout {
  glyphX: number;
  glyphY: number;
  glyphScale: number;
  fontSize: number;
  baseline: number;
  /** Set for captions whose estimated width comes near the safe width: the browser then fits the text to it exactly. */
  textLength: number | null;
}

/** Past this share of the safe width an estimate is too close to trust (wide letters like W). */
const FIT_EXACTLY_FROM = 0.8;

/** Caption at the bottom of the safe area, sized to fit its width; the glyph fills the rest above it. */
function layout(text: string): Layout {
  const safe = safeArea();
  const fontSize = Math.min(CAPTION_MAX_FONT, Math.floor((safe.right - safe.left) / (Math.max(text.length, 1) * CAPTION_EM_PER_CHAR)));
  // Cap height above the baseline, descenders below: ~0.75 em and ~0.25 em.
  const baseline = Math.round(safe.bottom - fontSize * 0.25);
  const glyphHeight = baseline - fontSize * 0.75 - CAPTION_GAP - safe.top;
  const glyphScale = Math.floor((glyphHeight / (2 * (GLYPH_HALF_SIZE + GLYPH_OVERHANG))) * 1000) / 1000;
  const safeWidth = safe.right - safe.left;
  const estimated = text.length * CAPTION_EM_PER_CHAR * fontSize;
  const textLength = estimated > safeWidth * FIT_EXACTLY_FROM ? Math.floor(Math.min(estimated, safeWidth)) : null;
  return { glyphX: VIEW_WIDTH / 2, glyphY: Math.round(safe.top + glyphHeight / 2), glyphScale, fontSize, baseline, textLength };
}

/**
 * A 4:3 SVG card for a cuisine: gradient background, a simple food shape and the cuisine's name, both
 * inside the band every client frame shows (see DISPLAY_ASPECTS). Deterministic from the slug, so it
 * caches forever, and never fails: unknown slugs get the plate.
 */
export function renderCuisineIllustration({ slug, maxWidth, label }: IllustrationRequest): string {
  const key = safeSlug(slug);
  const glyphName = findCuisineProfile(key)?.glyph ?? 'plate';
  const plain = caption(label ?? cuisineLabel(key) ?? 'Restaurant');
  const text = escapeXml(plain);
  const p = paletteFor(key, glyphName);
  const width = clampWidth(maxWidth);
  const height = Math.round((width * 3) / 4);
  const seed = hashSeed(`${key}:dots`);
  // Two soft circles whose placement varies per cuisine so cards in a deck don't look identical.
  const dotX = 120 + (seed % 180);
  const dotY = 90 + ((seed >>> 8) % 120);
  const at = layout(plain);

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}" role="img" aria-label="${text}">` +
    `<title>${text}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>` +
    `<rect width="${VIEW_WIDTH}" height="${VIEW_HEIGHT}" fill="url(#bg)"/>` +
    `<circle cx="${dotX}" cy="${dotY}" r="150" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="${VIEW_WIDTH - dotX}" cy="${VIEW_HEIGHT - dotY}" r="190" fill="#ffffff" fill-opacity="0.08"/>` +
    `<g transform="translate(${at.glyphX} ${at.glyphY}) scale(${at.glyphScale})">${glyph(glyphName, p)}</g>` +
    `<text x="${VIEW_WIDTH / 2}" y="${at.baseline}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${at.fontSize}"${at.textLength ? ` textLength="${at.textLength}" lengthAdjust="spacingAndGlyphs"` : ''} font-weight="700" fill="#ffffff" stroke="#000000" stroke-opacity="0.25" stroke-width="6" paint-order="stroke">${text}</text>` +
    `</svg>`
  );
}

export function cuisineIllustration(request: IllustrationRequest): PhotoResult {
  return { contentType: ILLUSTRATION_CONTENT_TYPE, body: Buffer.from(renderCuisineIllustration(request), 'utf8') };
}
