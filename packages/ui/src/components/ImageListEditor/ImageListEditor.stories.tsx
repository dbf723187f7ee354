import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productImages } from '../ProductCard/ProductCardExamples/storyImages';
import { ImageListEditor, type EditableImage, type ImageListEditorProps } from './ImageListEditor';

/** The caller's image type carries more than the editor needs; the editor keeps it as it is. */
interface StoryImage extends EditableImage {
  mediaId: number | null;
}

const spikes: StoryImage = { url: productImages.steelSpikes, alt: 'Steel spikes on a ledge', mediaId: 1 };
const polycarbonate: StoryImage = { url: productImages.polycarbonateSpikes, alt: '', mediaId: 2 };

/** Stands in for the server: answers the file as an image with empty alt text, after a moment. */
const uploadToStory = fn(async (file: File): Promise<StoryImage> => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { url: productImages.birdNet, alt: '', mediaId: file.size };
}).mockName('upload');

const photo = (name: string, type = 'image/png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type });

/**
 * A product's photos: upload (file picker or drop), alt text, reorder, remove. One story per behaviour;
 * designer guidance in `ImageListEditor.mdx`.
 */
const meta = {
  title: 'Components/ImageListEditor',
  component: ImageListEditor<StoryImage>,
  args: {
    legend: 'Photos',
    description: 'Up to five photos; the first is the main picture. Each needs alt text.',
    images: [spikes, polycarbonate],
    onChange: fn(),
    upload: uploadToStory,
    copy: { listLabel: 'Photos of this product' },
  },
  beforeEach: () => {
    uploadToStory.mockClear();
  },
  // The stories hold the list, as a form does.
  render: function Controlled(args: ImageListEditorProps<StoryImage>) {
    const [images, setImages] = useState(args.images);
    return (
      <div style={{ maxWidth: 720 }}>
        <ImageListEditor
          {...args}
          images={images}
          onChange={(next) => {
            setImages(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<ImageListEditorProps<StoryImage>>;

export default meta;
type Story = StoryObj<typeof meta>;

const altFields = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Photos of this product' })).getAllByRole('textbox');

/** By keyboard alone: move the second photo up, hear where it went, and keep the other fields of each photo. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos' })).toBeVisible();
    const [firstAlt, secondAlt] = altFields(canvasElement);
    await expect(firstAlt).toHaveAccessibleName(/Alt text of photo 1/);
    await expect(firstAlt).toBeRequired();
    await expect(canvas.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move photo 2 down' })).toBeDisabled();
    await userEvent.click(secondAlt!);
    await userEvent.keyboard('Clear polycarbonate strips');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Move photo 2 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { ...polycarbonate, alt: 'Clear polycarbonate strips' },
      spikes,
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo moved to position 1.');
    await expect(altFields(canvasElement)[0]).toHaveValue('Clear polycarbonate strips');
  },
};

/** Files chosen with the picker go up one at a time; each arrives with empty alt text to write. */
export const Upload: Story = {
  args: { images: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No photos yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose photos…' })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('ledge.png'), photo('net.jpg', 'image/jpeg')]);
    await waitFor(() => expect(altFields(canvasElement)).toHaveLength(2));
    await expect(uploadToStory).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('net.jpg uploaded. Write its alt text.');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ alt: '' }), expect.objectContaining({ alt: '' })]);
  },
};

/** A refused upload names the file and the server's reason; a file of another type is named too. */
export const UploadRefused: Story = {
  args: {
    images: [],
    upload: fn(async (file: File): Promise<StoryImage> => {
      throw new Error(file.size > 0 ? 'The photo is larger than 8 MB.' : 'The file is empty.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('huge.png')]);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('huge.png: The photo is larger than 8 MB.');
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** Removing is announced; the list renumbers. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([polycarbonate]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Photo removed.');
    await expect(altFields(canvasElement)[0]).toHaveAccessibleName(/Alt text of photo 1/);
  },
};

/** At the limit the drop zone and the picker go, and the list says it is full. */
export const Full: Story = {
  args: { images: [spikes, polycarbonate, { ...spikes, url: productImages.birdNet }, { ...spikes, url: productImages.monkeySpikes }, { ...polycarbonate, alt: 'Strips' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Choose photos…' })).toBeNull();
    await expect(canvas.getByText('This list is full.')).toBeVisible();
  },
};

/** The server's problems: with the list, and with one photo's alt text, each at its place. */
export const WithErrors: Story = {
  args: {
    errorMessage: 'A visible product needs at least one photo.',
    altErrorOf: (index: number) => (index === 1 ? 'Write what the photo shows.' : undefined),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(/A visible product needs at least one photo./);
    const [first, second] = altFields(canvasElement);
    await expect(first).not.toHaveAttribute('aria-invalid');
    await expect(second).toHaveAttribute('aria-invalid', 'true');
    await expect(second).toHaveAccessibleDescription(/Write what the photo shows./);
  },
};
