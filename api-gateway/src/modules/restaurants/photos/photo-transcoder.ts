import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { PhotoResult } from '../sources/restaurant-source';
import { PHOTO_FORMATS, type PhotoFormat } from './photo-format';

/** Raster types worth re-encoding; SVG illustrations and animated GIFs pass through. */
const TRANSCODABLE = /^image\/(jpeg|png|webp|avif)$/;
/** A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * Encoder settings for card photos. AVIF effort 2 encodes an 800 px photo in tens of milliseconds (effort 4, the
 * default, takes seconds for about 2 % less); quality 50 AVIF and 72 WebP look like the source's quality-85 JPEG
 * at a phone's card size.
 */
const ENCODE = { avif: { quality: 50, effort: 2 }, webp: { quality: 72, effort: 4 } } as const;

export interface PhotoTranscoderOptions {
  /** Bytes of encoded photos kept in memory (one card photo is 30–120 KB). */
  maxBytes?: number;
  /** How long an encoded photo is served from memory (the browser keeps it a day as well). */
  ttlMs?: number;
}

/**
 * Source photos as the client's best format at the asked width, kept in memory. The cache spares the source
 * (every Google photo is a billed call) and the CPU (encoding runs on libuv's pool, off the event loop); requests
 * for the same photo while it is being made share one load and one encode.
 */
export class PhotoTranscoder {
  private readonly cache: LRUCache<string, PhotoResult, () => Promise<PhotoResult | null>>;

  constructor(options: PhotoTranscoderOptions = {}) {
    this.cache = new LRUCache({
      maxSize: options.maxBytes ?? 48 * 1024 * 1024,
      sizeCalculation: (photo) => Math.max(1, photo.body.length),
      ttl: options.ttlMs ?? 24 * 60 * 60 * 1000,
      fetchMethod: async (_key, _stale, { context: load }) => (await load()) ?? undefined,
    });
  }

  /**
   * The photo `load` answers, re-encoded as `format` at most `width` wide; null when the source has no such
   * photo. A photo that fails to encode, or comes out larger, is served as the source sent it.
   */
  async photo(
    key: string,
    width: number,
    format: PhotoFormat | null,
    load: () => Promise<PhotoResult | null>,
  ): Promise<PhotoResult | null> {
    const cacheKey = `${format ?? 'source'}|${width}|${key}`;
    const photo = await this.cache.fetch(cacheKey, {
      context: async () => {
        const original = await load();
        return original && format ? encode(original, width, format) : original;
      },
    });
    return photo ?? null;
  }
}

async function encode(photo: PhotoResult, width: number, format: PhotoFormat): Promise<PhotoResult> {
  if (!TRANSCODABLE.test(photo.contentType)) return photo;
  try {
    const body = await sharp(photo.body, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toFormat(format, ENCODE[format])
      .toBuffer();
    return body.length < photo.body.length ? { contentType: PHOTO_FORMATS[format], body } : photo;
  } catch {
    return photo;
  }
}
