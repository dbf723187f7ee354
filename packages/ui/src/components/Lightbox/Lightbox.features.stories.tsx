import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox } from './Lightbox';
import { GalleryExample } from './LightboxExamples/GalleryExample';
import { gallerySlides } from './LightboxExamples/gallerySlides';
import {
  announcement,
  currentFigure,
  drag,
  expectAnnouncement,
  expectClosed,
  findLightbox,
  thumbnail,
} from './LightboxExamples/storyHelpers';

/** One story per behaviour, plus `All` (open, for visual checks). Each opens the lightbox from the gallery grid. */
const meta = {
  title: 'Components/Lightbox/Features',
  component: Lightbox,
  tags: ['!autodocs'],
  args: {
    slides: gallerySlides,
    index: 0,
    isOpen: false,
    onIndexChange: fn(),
    onOpenChange: fn(),
  },
  render: ({ index: _index, isOpen: _isOpen, ...args }) => <GalleryExample {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * By keyboard: Tab to a thumbnail, Enter opens with focus on the dialog, ←/→
 * move, Escape closes and focus returns to the same thumbnail with its ring.
 */
export const KeyboardArrowsAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const opener = thumbnail(canvasElement, 'Roof ridge, Bengaluru');
    for (let stop = 0; stop < 3; stop += 1) await userEvent.tab();
    await expect(opener).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await findLightbox();
    await waitFor(() => expect(dialog).toHaveFocus());
    await expectAnnouncement(dialog, 'Image 3 of 8: Roof ridge, Bengaluru');

    await userEvent.keyboard('{ArrowRight}');
    await expectAnnouncement(dialog, 'Image 4 of 8: Ledge trial, Jaipur');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    await expectAnnouncement(dialog, 'Image 2 of 8: Balcony net, Mumbai');
    await expect(within(currentFigure(dialog)).getByRole('heading')).toHaveTextContent('Balcony net, Mumbai');

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    // Back to the thumbnail that opened it, not the one of the last image seen.
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(opener).toHaveAttribute('data-focus-visible');
  },
};

/**
 * The same by mouse: a click opens, the buttons move, "Close" closes and focus
 * returns to the thumbnail (without a keyboard ring).
 */
export const MousePreviousNextClose: Story = {
  play: async ({ canvasElement }) => {
    const opener = thumbnail(canvasElement, 'Compound wall, Shimla');
    await userEvent.click(opener);
    const dialog = await findLightbox();
    await expectAnnouncement(dialog, 'Image 5 of 8: Compound wall, Shimla');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    await expectAnnouncement(dialog, 'Image 4 of 8: Ledge trial, Jaipur');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expectAnnouncement(dialog, 'Image 6 of 8: Factory parapet, Kochi');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(opener).not.toHaveAttribute('data-focus-visible');
  },
};

/** Focus is trapped while open: Tab goes round the dialog's controls and never reaches the page behind. */
export const FocusTrap: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Warehouse parapet, Pune'));
    const dialog = await findLightbox();
    await waitFor(() => expect(dialog).toHaveFocus());

    const visited: string[] = [];
    for (let stop = 0; stop < 6; stop += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
      visited.push(document.activeElement?.getAttribute('aria-label') ?? '');
    }
    await expect(visited).toEqual(['Close', 'Previous image', 'Next image', 'Close', 'Previous image', 'Next image']);

    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Previous image' })).toHaveFocus();
  },
};

/** Without `finite`, next from the last image shows the first, and previous from the first the last. */
export const WrapAround: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Temple roof, Madurai'));
    const dialog = await findLightbox();
    await expectAnnouncement(dialog, 'Image 8 of 8: Temple roof, Madurai');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expectAnnouncement(dialog, 'Image 1 of 8: Warehouse parapet, Pune');
    await userEvent.keyboard('{ArrowLeft}');
    await expectAnnouncement(dialog, 'Image 8 of 8: Temple roof, Madurai');
  },
};

/**
 * `finite`: no previous before the first image, no next after the last. The
 * button that reaches the end hands focus to the other one.
 */
export const Finite: Story = {
  args: { finite: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Warehouse parapet, Pune'));
    const dialog = await findLightbox();
    const previous = within(dialog).getByRole('button', { name: 'Previous image' });
    const next = within(dialog).getByRole('button', { name: 'Next image' });
    await expect(previous).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expectAnnouncement(dialog, 'Image 1 of 8: Warehouse parapet, Pune');

    for (let step = 0; step < 6; step += 1) await userEvent.keyboard('{ArrowRight}');
    await expectAnnouncement(dialog, 'Image 7 of 8: Duct net, Hyderabad');
    await userEvent.click(next);
    await expectAnnouncement(dialog, 'Image 8 of 8: Temple roof, Madurai');
    await expect(next).toBeDisabled();
    await expect(previous).toHaveFocus();
  },
};

/**
 * A drag past `swipeThreshold` glides to the neighbour (over `swipeDuration`,
 * 500 ms in the shop, 120 ms here); a shorter one springs back.
 */
export const Swipe: Story = {
  args: { swipeDuration: 120 },
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Roof ridge, Bengaluru'));
    const dialog = await findLightbox();
    await expectAnnouncement(dialog, 'Image 3 of 8: Roof ridge, Bengaluru');

    drag(within(currentFigure(dialog)).getByRole('img'), -30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(announcement(dialog)).toBe('Image 3 of 8: Roof ridge, Bengaluru');

    drag(within(currentFigure(dialog)).getByRole('img'), -160);
    await expectAnnouncement(dialog, 'Image 4 of 8: Ledge trial, Jaipur');
    drag(within(currentFigure(dialog)).getByRole('img'), 160);
    await expectAnnouncement(dialog, 'Image 3 of 8: Roof ridge, Bengaluru');
    // The slide that glided in is the current one, with nothing left mid-way.
    await expect(within(currentFigure(dialog)).getByRole('heading')).toHaveTextContent('Roof ridge, Bengaluru');
  },
};

/** The two neighbouring images are in the page (hidden and inert) so they are loaded before they are shown. */
export const PreloadsNeighbours: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Roof ridge, Bengaluru'));
    const dialog = await findLightbox();
    const sources = Array.from(dialog.querySelectorAll('img')).map((image) => image.getAttribute('src'));
    await expect(sources).toHaveLength(3);
    await expect(sources).toEqual(expect.arrayContaining([gallerySlides[1]!.src, gallerySlides[2]!.src, gallerySlides[3]!.src]));
    for (const figure of dialog.querySelectorAll('figure[aria-hidden="true"]')) {
      await expect(figure).toHaveAttribute('inert');
    }
    await waitFor(() => dialog.querySelectorAll('img').forEach((image) => expect(image.complete).toBe(true)));
  },
};

/** Previous and next fade the new image in over `fadeDuration` (250 ms by default). */
export const Fade: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Roof ridge, Bengaluru'));
    const dialog = await findLightbox();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    const [fade] = currentFigure(dialog).getAnimations();
    await expect(fade?.effect?.getTiming().duration).toBe(250);
    // Let it finish: mid-fade the caption is translucent, and axe would measure its contrast then.
    await fade?.finished;
  },
};

/** Under `prefers-reduced-motion: reduce` slides change at once: no fade, no glide. */
export const ReducedMotion: Story = {
  parameters: { reducedMotion: 'reduce' },
  play: async ({ canvasElement }) => {
    await userEvent.click(thumbnail(canvasElement, 'Roof ridge, Bengaluru'));
    const dialog = await findLightbox();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expectAnnouncement(dialog, 'Image 4 of 8: Ledge trial, Jaipur');
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(currentFigure(dialog).getAnimations()).toHaveLength(reduced ? 0 : 1);
    drag(within(currentFigure(dialog)).getByRole('img'), -160);
    // With no glide the swipe lands in the next task, not after 500 ms.
    await expectAnnouncement(dialog, 'Image 5 of 8: Compound wall, Shimla');
  },
};

/** Open at image 3, as a shopper sees it: the story for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: ({ index: _index, isOpen: _isOpen, ...args }) => (
    // As tall as the window, so the screenshot of the canvas takes in the whole lightbox.
    <div style={{ minHeight: '100vh' }}>
      <GalleryExample {...args} initialOpenIndex={2} />
    </div>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Image gallery' });
    await expect(within(dialog).getAllByRole('button')).toHaveLength(3);
    await expect(within(currentFigure(dialog)).getByRole('heading')).toHaveTextContent('Roof ridge, Bengaluru');
  },
};
