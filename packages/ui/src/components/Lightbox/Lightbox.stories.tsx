import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox } from './Lightbox';
import { GalleryExample } from './LightboxExamples/GalleryExample';
import { gallerySlides } from './LightboxExamples/gallerySlides';
import { currentFigure, expectAnnouncement, expectClosed, findLightbox, thumbnail } from './LightboxExamples/storyHelpers';

/**
 * The gallery page with its lightbox, and a playground. One story per
 * behaviour lives in `Lightbox.features.stories.tsx`; designer guidance in `Lightbox.mdx`.
 */
const meta = {
  title: 'Components/Lightbox',
  component: Lightbox,
  args: {
    slides: gallerySlides,
    index: 0,
    isOpen: false,
    onIndexChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    slides: { control: false },
    index: { control: false },
    isOpen: { control: false },
  },
  // The page holds the index and the open state; the thumbnails open the lightbox.
  render: ({ index: _index, isOpen: _isOpen, ...args }) => <GalleryExample {...args} />,
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click on the third thumbnail opens the lightbox at image 3, with its
 * title and description under it; "Next image" moves on; "Close" closes and
 * focus returns to the thumbnail.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = thumbnail(canvasElement, 'Roof ridge, Bengaluru');
    await userEvent.click(opener);

    const dialog = await findLightbox();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expectAnnouncement(dialog, 'Image 3 of 8: Roof ridge, Bengaluru');
    const figure = currentFigure(dialog);
    // Visible once the backdrop has faded in.
    await waitFor(() => expect(within(figure).getByRole('heading', { name: 'Roof ridge, Bengaluru' })).toBeVisible());
    await expect(within(figure).getByText(/Clear polycarbonate strips/)).toBeVisible();
    await expect(within(figure).getByRole('img')).toHaveAccessibleName('Polycarbonate spikes along the ridge of a sloping roof');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(3);
    await expectAnnouncement(dialog, 'Image 4 of 8: Ledge trial, Jaipur');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Every prop as a control; press a thumbnail to open the lightbox. */
export const Playground: Story = {
  args: {
    finite: false,
    fadeDuration: 250,
    swipeDuration: 500,
    swipeThreshold: 50,
    spacing: 0.3,
  },
};
