import { fireEvent, within } from 'storybook/test';

/** Queries and gestures for the Carousel and Lightbox stories (stories only). */

/** The slide named `name` ("2 of 6") if it is in view; slides out of view are hidden from the accessibility tree. */
export function slideInView(region: HTMLElement, name: string) {
  return within(region).queryByRole('group', { name });
}

/** Waits a while, e.g. a few autoplay delays, to show that nothing moved. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A horizontal drag across `element` with Pointer Events, as a finger makes it. */
export function drag(element: HTMLElement, distance: number) {
  const { left, width, top, height } = element.getBoundingClientRect();
  const startX = left + width / 2;
  const pointer = { pointerId: 1, pointerType: 'touch', isPrimary: true, button: 0, clientY: top + height / 2 };
  fireEvent.pointerDown(element, { ...pointer, clientX: startX });
  for (let moved = 1; moved <= 4; moved += 1) {
    fireEvent.pointerMove(element, { ...pointer, clientX: startX + (distance * moved) / 4 });
  }
  fireEvent.pointerUp(element, { ...pointer, clientX: startX + distance });
}
