import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { ReturnRequestForm, type ReturnRequestFieldErrors, type ReturnRequestValue } from './ReturnRequestForm';
import { useState } from 'react';

/** A delivered order of two spike strips and a net cut to size (non-returnable), returnable until Sunday. */
const sample = {
  openUntil: '2025-11-30T18:29:59.999Z',
  lines: [
    { orderItemId: 31, name: 'Stainless Steel Bird Spikes', returnable: 2, anyReason: true },
    { orderItemId: 32, name: 'Pigeon Net, cut to size', returnable: 1, anyReason: false },
  ],
  shopFaultReasons: ['damaged_in_transit', 'defective', 'wrong_item'],
  replacementReasons: ['damaged_in_transit', 'defective'],
} as const;

/** A 1 × 1 PNG: the photo picker's stand-in server answers it as the uploaded photo. */
const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The order page's wiring, with a stand-in server that refuses a net without the shop at fault, as the shop's does. */
function OrderPageExample({ onSubmit }: { onSubmit: (value: ReturnRequestValue) => void }) {
  const [errors, setErrors] = useState<ReturnRequestFieldErrors>({});
  const [sent, setSent] = useState(false);
  let next = 1;
  if (sent) return <p>Sent</p>;
  return (
    <ReturnRequestForm
      {...sample}
      fieldErrors={errors}
      onAddPhoto={async () => ({ id: next++, url: PIXEL })}
      onSubmit={async (value) => {
        onSubmit(value);
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (value.note === 'refuse') {
          setErrors({ lines: 'Some of these units are already in another return request.' });
          throw new Error('refused');
        }
        setSent(true);
      }}
    />
  );
}

/**
 * The shopper's return request from the order page: how many of each line, why, a refund or a replacement (where
 * the shop offers one for the reason), photos and a note. One story per purpose: the mouse path with photos, the
 * keyboard path with the shop's refusal, and a playground.
 */
const meta = {
  title: 'Components/ReturnRequestForm',
  component: ReturnRequestForm,
  args: { ...sample, onAddPhoto: fn(async () => ({ id: 1, url: PIXEL })), onSubmit: fn() },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof ReturnRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: a damaged strip with two photos, asking for a replacement; the net cut to size may come back
 * because it arrived damaged; a replacement is offered only for the shop's fault.
 */
export const Default: Story = {
  render: (args) => <OrderPageExample onSubmit={args.onSubmit as (value: ReturnRequestValue) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Return items' })).toHaveTextContent('until Sun, 30 Nov');
    await userEvent.click(canvas.getByRole('radio', { name: 'I no longer need it' }));
    await expect(canvas.getByRole('textbox', { name: 'How many of Pigeon Net, cut to size' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /A replacement/ })).toBeDisabled();

    await userEvent.click(canvas.getByRole('radio', { name: 'It arrived damaged' }));
    await expect(canvas.getByRole('textbox', { name: 'How many of Pigeon Net, cut to size' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase How many of Stainless Steel Bird Spikes' }));
    await userEvent.click(canvas.getByRole('radio', { name: /A replacement/ }));

    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a return' }));
    await expect(await canvas.findByText('Add at least one photo of the problem.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const picker = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(picker, [new File(['a'], 'box.png', { type: 'image/png' }), new File(['b'], 'strip.png', { type: 'image/png' })]);
    await expect(await canvas.findByRole('img', { name: 'Photo 2 of the item' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a return' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ lines: [{ orderItemId: 31, quantity: 1 }], reason: 'damaged_in_transit', resolution: 'replacement', note: null, photoIds: [1, 2] }),
    );
    await expect(await canvas.findByText('Sent')).toBeVisible();
    removeStaleAnnouncements();
  },
};

/** With the keyboard: nothing chosen is said at once; the shop's refusal is shown and the form stays for another try. */
export const RefusedByTheShop: Story = {
  render: (args) => <OrderPageExample onSubmit={args.onSubmit as (value: ReturnRequestValue) => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'It arrived damaged' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'I no longer need it' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a return' }));
    await expect(await canvas.findByText('Choose at least one item to return.')).toBeVisible();

    const strips = canvas.getByRole('textbox', { name: 'How many of Stainless Steel Bird Spikes' });
    await userEvent.click(strips);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await userEvent.tab();
    await expect(strips).toHaveValue('2');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Anything to add (optional)' }), 'refuse');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a return' }));
    await expect(await canvas.findByText('Some of these units are already in another return request.')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith({ lines: [{ orderItemId: 31, quantity: 2 }], reason: 'no_longer_needed', resolution: 'refund', note: 'refuse', photoIds: [] });
    await expect(canvas.getByRole('button', { name: 'Ask for a return' })).toBeEnabled();
    removeStaleAnnouncements();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
