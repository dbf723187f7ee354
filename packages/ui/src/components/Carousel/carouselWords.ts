/** The carousel's buttons and what screen readers hear of it and its slides. */
export const carouselWords = {
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause slide show',
  play: 'Play slide show',
  /** Read instead of "region": the kind of thing this is. */
  roleDescription: 'carousel',
  slideRoleDescription: 'slide',
  /** Each slide's name. */
  slide: (position: number, count: number) => `${position} of ${count}`,
  /** Each dot's name. */
  page: (position: number) => `Go to slide ${position}`,
};
