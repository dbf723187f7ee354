import { expect, screen, waitFor, within } from 'storybook/test';

/** Queries and gestures shared by the Lightbox stories (stories only). */

export async function findLightbox() {
  return screen.findByRole('dialog', { name: 'Image gallery' });
}

/** What the live region says now, e.g. "Image 3 of 8: Roof ridge, Bengaluru". */
export function announcement(dialog: HTMLElement): string {
  return dialog.querySelector('[aria-live]')?.textContent ?? '';
}

/**
 * Waits for the live region to say `text`, then for the fade to end: mid-fade
 * the caption is translucent, and axe (after the play function) would measure
 * its contrast then.
 */
export async function expectAnnouncement(dialog: HTMLElement, text: string) {
  await waitFor(() => expect(announcement(dialog)).toBe(text));
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
}

export function thumbnail(canvasElement: HTMLElement, title: string) {
  return within(canvasElement).getByRole('button', { name: title });
}

export async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The slide in view: its neighbours are `aria-hidden`, so the only figure role found is the current one. */
export function currentFigure(dialog: HTMLElement) {
  return within(dialog).getByRole('figure');
}

export { drag } from '../../Carousel/CarouselExamples/storyHelpers';
