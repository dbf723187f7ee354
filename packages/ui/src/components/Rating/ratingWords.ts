/** What screen readers hear of the stars, and the count of reviews beside them. */
export const ratingWords = {
  label: (value: string, max: number) => `Rated ${value} out of ${max}`,
  reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
};
