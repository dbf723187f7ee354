import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PhotoPicker, type PickedPhoto } from './PhotoPicker';

/** A 1 × 1 PNG: the stand-in server answers it as the uploaded photo. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A request form's wiring: a stand-in server that stores any PNG and refuses anything else. */
function SitePhotosExample({ errorMessage }: { errorMessage?: string }) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  let next = 1;
  return (
    <div style={{ maxWidth: 480 }}>
      <PhotoPicker
        legend="Photos of the site (optional)"
        description="Up to 5 photos of where the spikes or nets should go."
        photos={photos}
        onChange={setPhotos}
        onAddPhoto={async (file) => {
          if (file.type !== 'image/png') throw new Error('not a photo');
          return { key: `claim-${next++}`, url: PIXEL };
        }}
        errorMessage={errorMessage}
        labels={{ photoAlt: (n) => `Site photo ${n}` }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/PhotoPicker',
  component: PhotoPicker,
  args: { legend: 'Photos', photos: [], onChange: () => {}, onAddPhoto: async () => ({ key: 1, url: PIXEL }) },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: two photos chosen at once are uploaded and listed, one that is no photo is named in an alert while
 * the rest go on, and a remove button takes its photo off the list.
 */
export const Default: Story = {
  render: () => <SitePhotosExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos of the site (optional)' })).toBeVisible();
    const picker = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(picker, [new File(['a'], 'parapet.png', { type: 'image/png' }), new File(['b'], 'notes.pdf', { type: 'application/pdf' }), new File(['c'], 'terrace.png', { type: 'image/png' })], {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('img', { name: 'Site photo 2' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('notes.pdf could not be added.');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Remove photo 2' })).toBeNull();
  },
};

/** The form's own message (a photo the server refused): an alert under the list. */
export const WithError: Story = {
  render: () => <SitePhotosExample errorMessage="This photo is not one you uploaded. Upload it again." />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Upload it again.');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
