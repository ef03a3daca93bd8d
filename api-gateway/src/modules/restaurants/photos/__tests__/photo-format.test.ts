import { preferredPhotoFormat } from '../photo-format';

describe('preferredPhotoFormat', () => {
  it('answers AVIF to Chromium and Firefox, which name it first', () => {
    expect(preferredPhotoFormat('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe('avif');
    expect(preferredPhotoFormat('image/avif,image/webp,*/*')).toBe('avif');
  });

  it('answers WebP to a client that names WebP but not AVIF', () => {
    expect(preferredPhotoFormat('image/webp,image/apng,image/*,*/*;q=0.8')).toBe('webp');
  });

  it('follows the client’s weights, and a refused type is never chosen', () => {
    expect(preferredPhotoFormat('image/avif;q=0.5,image/webp')).toBe('webp');
    expect(preferredPhotoFormat('image/avif;q=0,image/jpeg')).toBeNull();
  });

  it('keeps the source’s format for clients that name no compact format (curl, wildcards, none)', () => {
    expect(preferredPhotoFormat('*/*')).toBeNull();
    expect(preferredPhotoFormat('image/*')).toBeNull();
    expect(preferredPhotoFormat('image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5')).toBeNull();
    expect(preferredPhotoFormat(undefined)).toBeNull();
    expect(preferredPhotoFormat('')).toBeNull();
  });
});
