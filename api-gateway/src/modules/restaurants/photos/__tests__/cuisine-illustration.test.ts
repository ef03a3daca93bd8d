import { cuisineIllustration, renderCuisineIllustration } from '../cuisine-illustration';
import { parsePhotoRef, photoRefFor, photoUrlFor } from '../photo-ref';
import { resolvePhoto } from '../resolve-photo';

const sizeOf = (svg: string) => {
  const [, width, height] = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  return { width: Number(width), height: Number(height) };
};

describe('cuisine illustration', () => {
  it('is an SVG sized to maxWidth at 4:3', () => {
    const photo = cuisineIllustration({ slug: 'pizza', maxWidth: 800 });
    expect(photo.contentType).toBe('image/svg+xml');
    expect(sizeOf(photo.body.toString('utf8'))).toEqual({ width: 800, height: 600 });
    expect(sizeOf(renderCuisineIllustration({ slug: 'pizza', maxWidth: 401 }))).toEqual({ width: 401, height: 301 });
    expect(sizeOf(renderCuisineIllustration({ slug: 'pizza', maxWidth: 99999 }))).toEqual({ width: 1600, height: 1200 });
    expect(sizeOf(renderCuisineIllustration({ slug: 'pizza', maxWidth: Number.NaN }))).toEqual({ width: 800, height: 600 });
  });

  it('is deterministic per slug and differs between cuisines', () => {
    expect(renderCuisineIllustration({ slug: 'thai' })).toBe(renderCuisineIllustration({ slug: 'thai' }));
    expect(renderCuisineIllustration({ slug: 'thai' })).not.toBe(renderCuisineIllustration({ slug: 'mexican' }));
  });
});

describe('photo refs', () => {
  it('names cuisine illustrations for places without a photo', () => {
    expect(photoRefFor({ photoRef: null, cuisines: ['Coffee Shop'] })).toBe('cuisine:coffee_shop');
    expect(photoRefFor({ photoRef: null, cuisines: [] })).toBe('cuisine:restaurant');
    expect(photoRefFor({ photoRef: 'AUc7', cuisines: ['Thai'] })).toBe('AUc7');
    expect(photoUrlFor('cuisine:thai', 400)).toBe('/api/restaurants/photo/cuisine%3Athai?maxWidth=400');
    expect(parsePhotoRef('cuisine:thai')).toEqual({ kind: 'cuisine', slug: 'thai' });
    expect(parsePhotoRef('AUc7')).toEqual({ kind: 'source', ref: 'AUc7' });
  });
});

describe('resolvePhoto', () => {
  const image = { contentType: 'image/jpeg', body: Buffer.from([0xff, 0xd8, 0xff]) };
  /* The bundled catalog has no photos of its own. */
  const catalogPhoto = undefined;

  it('draws cuisine refs and proxies source refs', async () => {
    const illustrated = await resolvePhoto('cuisine:sushi', 640, catalogPhoto);
    expect(illustrated.contentType).toBe('image/svg+xml');
    expect(illustrated.body.toString('utf8')).toContain('>Sushi</text>');
    const photo = jest.fn(async () => image);
    expect(await resolvePhoto('AUc7', 640, photo)).toBe(image);
    expect(photo).toHaveBeenCalledWith('AUc7', 640);
  });

  it('never answers a broken image: missing or failing photos become the generic illustration', async () => {
    const onError = jest.fn();
    const failing = await resolvePhoto('AUc7', 640, async () => Promise.reject(new Error('quota')), onError);
    expect(failing.contentType).toBe('image/svg+xml');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'quota' }));
    expect((await resolvePhoto('AUc7', 640, async () => null)).contentType).toBe('image/svg+xml');
    expect((await resolvePhoto('AUc7', 640, catalogPhoto)).contentType).toBe('image/svg+xml');
  });
});
