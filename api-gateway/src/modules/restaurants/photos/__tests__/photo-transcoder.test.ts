import sharp from 'sharp';
import type { PhotoResult } from '../../sources/restaurant-source';
import { PhotoTranscoder } from '../photo-transcoder';

/** A photo-like JPEG (gradients and noise, so it does not compress to nothing) of the given size. */
async function jpegPhoto(width: number, height: number): Promise<PhotoResult> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = (y * 255) / height;
    pixels[i + 2] = ((x ^ y) * 7 + (i % 13) * 5) & 255;
  }
  const body = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { contentType: 'image/jpeg', body };
}

let source: PhotoResult;
beforeAll(async () => {
  source = await jpegPhoto(1200, 900);
});

describe('PhotoTranscoder', () => {
  it('re-encodes a JPEG as AVIF or WebP at the asked width, smaller than the source', async () => {
    const transcoder = new PhotoTranscoder();
    for (const format of ['avif', 'webp'] as const) {
      const photo = await transcoder.photo('p1', 400, format, async () => source);
      expect(photo!.contentType).toBe(`image/${format}`);
      const meta = await sharp(photo!.body).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(300);
      expect(photo!.body.length).toBeLessThan(source.body.length / 2);
    }
  });

  it('never enlarges a photo smaller than the asked width', async () => {
    const small = await jpegPhoto(320, 240);
    const photo = await new PhotoTranscoder().photo('small', 800, 'webp', async () => small);
    expect((await sharp(photo!.body).metadata()).width).toBe(320);
  });

  it('loads and encodes a photo once: concurrent and later requests share it', async () => {
    const transcoder = new PhotoTranscoder();
    const load = jest.fn(async () => source);
    const [a, b] = await Promise.all([transcoder.photo('p2', 400, 'webp', load), transcoder.photo('p2', 400, 'webp', load)]);
    const c = await transcoder.photo('p2', 400, 'webp', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(b!.body).toBe(a!.body);
    expect(c!.body).toBe(a!.body);
    /* Another width or format is another photo. */
    await transcoder.photo('p2', 800, 'webp', load);
    await transcoder.photo('p2', 400, 'avif', load);
    await transcoder.photo('p2', 400, null, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('answers the source as sent when there is no format to make, nothing to encode, or the encoder fails', async () => {
    const transcoder = new PhotoTranscoder();
    expect(await transcoder.photo('p3', 400, null, async () => source)).toBe(source);
    const svg = { contentType: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') };
    expect(await transcoder.photo('p4', 400, 'avif', async () => svg)).toBe(svg);
    const broken = { contentType: 'image/jpeg', body: Buffer.from('not a jpeg at all') };
    expect(await transcoder.photo('p5', 400, 'avif', async () => broken)).toBe(broken);
  });

  it('keeps no answer for a photo the source does not have, so a later request asks again', async () => {
    const transcoder = new PhotoTranscoder();
    const load = jest.fn(async () => null);
    expect(await transcoder.photo('p6', 400, 'webp', load)).toBeNull();
    expect(await transcoder.photo('p6', 400, 'webp', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses to decode a decompression bomb and serves it as sent', async () => {
    /* 8000 × 8000 of one colour: a tiny PNG that would decode to 64 megapixels. */
    const bomb = {
      contentType: 'image/png',
      body: await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    };
    expect(await new PhotoTranscoder().photo('bomb', 400, 'webp', async () => bomb)).toBe(bomb);
  });
});
