/**
 * Queries for the play functions (stories only). A star is drawn filled when
 * its StarIcon has the second, filled path.
 */
export function filledStars(container: HTMLElement): number {
  return [...container.querySelectorAll('svg')].filter((star) => star.querySelectorAll('path').length === 2).length;
}
