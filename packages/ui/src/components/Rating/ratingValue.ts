/** The rating rounded to the 0.1 precision the shop shows, kept within 0…max. */
export function roundRating(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
}

/** How much of star `index` (0-based) a rating fills: 4.3 fills stars 0–3 and 0.3 of star 4. */
export function starFill(rating: number, index: number): number {
  return Math.min(1, Math.max(0, rating - index));
}
