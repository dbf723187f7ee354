export interface StarShare {
  /** 5 down to 1. */
  stars: number;
  count: number;
  /** Share of all ratings, 0–100, rounded. */
  percent: number;
}

/**
 * How many ratings gave each number of stars, 5 first, for the bars beside the average.
 * Ratings are rounded to whole stars and kept within 1–5.
 */
export function ratingBreakdown(ratings: readonly number[], max = 5): StarShare[] {
  const counts = new Map<number, number>();
  const valid = ratings.filter((rating) => Number.isFinite(rating));
  for (const rating of valid) {
    const stars = Math.min(max, Math.max(1, Math.round(rating)));
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  return Array.from({ length: max }, (_, index) => {
    const stars = max - index;
    const count = counts.get(stars) ?? 0;
    return { stars, count, percent: valid.length === 0 ? 0 : Math.round((count / valid.length) * 100) };
  });
}
