import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { CouponBox, type CouponAnswer, type CouponBoxProps } from './CouponBox';
import { fakeCouponCheck, fakeCouponFor, fakeCoupons } from './fakeCouponCheck';

/**
 * The coupon of the cart and the checkout. Refusals from outside, a failed check, a coupon the shop drops
 * and `All` live in `CouponBox.features.stories.tsx`; guidance in `CouponBox.mdx`.
 */
const meta = {
  title: 'Components/CouponBox',
  component: CouponBox,
  args: {
    applied: null,
    onApply: fn(fakeCouponCheck),
    onRemove: fn(),
  },
  render: (args) => <ControlledCouponBox {...args} />,
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof CouponBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a page does: keeps the applied coupon, sets it when Apply is answered yes and drops it on Remove. */
function ControlledCouponBox(args: CouponBoxProps) {
  const [applied, setApplied] = useState(args.applied);
  return (
    <CouponBox
      {...args}
      applied={applied}
      onApply={async (code) => {
        const answer = await args.onApply(code);
        if (answer.ok) setApplied(fakeCouponFor(code));
        return answer;
      }}
      onRemove={() => {
        args.onRemove();
        setApplied(null);
      }}
    />
  );
}

/**
 * With the keyboard only: Tab to the field, type a code, Enter applies. Apply shows it is checking and takes
 * no second press; the applied coupon, what it gives and what it saves are announced politely, and focus is
 * on Remove. Enter on Remove takes it off and puts focus back in the empty field.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('spike10{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Checking…' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onApply).toHaveBeenCalledWith('spike10');

    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('SPIKE10 applied'));
    await expect(status).toHaveTextContent('10% off Bird Spikes on orders of ₹999 or more');
    await expect(status).toHaveTextContent('You save ₹150.00');
    const remove = canvas.getByRole('button', { name: 'Remove' });
    await expect(remove).toHaveFocus();
    await expect(remove).toHaveAccessibleDescription('SPIKE10 applied 10% off Bird Spikes on orders of ₹999 or more You save ₹150.00');

    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    const field = canvas.getByRole('textbox', { name: 'Coupon code' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('');
    await expect(status).toBeEmptyDOMElement();
    // The busy Apply button went with the form when the coupon was applied.
    removeStaleAnnouncements();
  },
};

/** A coupon the cart already uses (kept with it): the ticket and Remove, reached with Tab. */
export const Applied: Story = {
  args: { applied: fakeCoupons.WELCOME200 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('WELCOME200 applied');
    await expect(status).toHaveTextContent('You save ₹200.00');
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Coupon code' })).toHaveFocus());
  },
};

/**
 * A code the shop refuses: its reason is the field's error, announced at once, with the field invalid and
 * described by it; focus stays in the field. Editing the code takes the error away.
 */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Coupon code' });
    await userEvent.tab();
    await userEvent.keyboard('MONSOON{Enter}');

    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('This coupon ended on 30 Sep.'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('This coupon ended on 30 Sep.');
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('MONSOON');

    await userEvent.keyboard('{Backspace}');
    await expect(alert).toBeEmptyDOMElement();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** While the shop is asked, Apply reads "Checking…", is disabled and ignores Enter. */
export const Checking: Story = {
  args: { onApply: fn((_code: string) => new Promise<CouponAnswer>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'SPIKE10{Enter}');
    const button = await canvas.findByRole('button', { name: 'Checking…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: {
    label: 'Coupon code',
    applyLabel: 'Apply',
    checkingLabel: 'Checking…',
    removeLabel: 'Remove',
    description: 'Try SPIKE10, WELCOME200, MONSOON or BIGORDER.',
  },
};
