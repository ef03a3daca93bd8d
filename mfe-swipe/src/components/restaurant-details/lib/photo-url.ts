/** docs/product.md › API: photos are read through the gateway at 800 px, so the source's key never reaches the browser. */
export const DETAILS_PHOTO_WIDTH = 800;

export function restaurantPhotoUrl(photoReference: string | null | undefined): string | null {
  if (!photoReference) return null;
  return `/api/restaurants/photo/${encodeURIComponent(photoReference)}?maxWidth=${DETAILS_PHOTO_WIDTH}`;
}
