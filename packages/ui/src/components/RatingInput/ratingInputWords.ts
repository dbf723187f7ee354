/** What each star of a rating to give is called, when the page says not. */
export const ratingInputWords = {
  star: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
};
