import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/**
 * Checkout's payment choice and a playground. Keyboard, each reason cash on delivery may be off, and the
 * checkout's total live in `PaymentMethodChoice.features.stories.tsx`; guidance in `PaymentMethodChoice.mdx`.
 */
const meta = {
  title: 'Components/PaymentMethodChoice',
  component: PaymentMethodChoice,
  args: {
    cashOnDelivery: { isAvailable: true, fee: 49 },
    defaultValue: 'online',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: a click anywhere on the cash on delivery card chooses it. Its fee is part of what a
 * screen reader reads with it.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeVisible();
    const online = canvas.getByRole('radio', { name: 'Pay online' });
    await expect(online).toBeChecked();
    await expect(online).toHaveAccessibleDescription('UPI, cards, netbanking and wallets, paid now in a secure payment window.');

    const cod = canvas.getByRole('radio', { name: 'Cash on delivery' });
    await expect(cod).toHaveAccessibleDescription('Pay in cash or by UPI when your order arrives. +₹49 cash on delivery fee');
    await userEvent.click(canvas.getByText('cash on delivery fee', { exact: false }));
    await expect(cod).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('cash_on_delivery');
  },
};

export const Playground: Story = {
  args: { label: 'Payment method', isDisabled: false, isInvalid: false, errorMessage: 'Please choose how to pay' },
};
