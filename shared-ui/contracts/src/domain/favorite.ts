// The favourite rating rule (zod-free; contracts/favorite.ts holds the schemas).

/** 4.46 → 45; unknown stays unknown. The one place the × 10 rule is written. */
export function toFavoriteRating(rating: number | null | undefined): number | null {
  return rating === null || rating === undefined ? null : Math.round(rating * 10);
}

/** 45 → 4.5: how a stored favourite rating is shown (one decimal, via formatRating). */
export function fromFavoriteRating(stored: number | null | undefined): number | null {
  return stored === null || stored === undefined ? null : stored / 10;
}
