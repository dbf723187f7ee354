import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MessagingPreferences } from './MessagingPreferences';
import { AccountMessagingExample } from './MessagingPreferencesExamples/AccountMessagingExample';
import { chosenAtCheckout } from './MessagingPreferencesExamples/samplePreferences';

/**
 * The account page's WhatsApp and SMS choices and a playground. Keyboard, asking for the number, changing
 * it, failures and saving live in `MessagingPreferences.features.stories.tsx`; guidance in `MessagingPreferences.mdx`.
 */
const meta = {
  title: 'Components/MessagingPreferences',
  component: MessagingPreferences,
  args: { preferences: chosenAtCheckout, onChange: fn() },
  decorators: [
    // A column as wide as the page would give it; the full-page `All` lays out its own.
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 560 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof MessagingPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * WhatsApp chosen at checkout for order updates and offers. Each switch says since when, and where, on India's
 * clock. One tap on offers' WhatsApp withdraws it at once: "Saving…" while the request runs, then the new time
 * and "turned off in your account".
 */
export const Default: Story = {
  render: (args) => <AccountMessagingExample initial={chosenAtCheckout} onChange={args.onChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'WhatsApp and SMS' })).toBeVisible();
    await expect(canvas.getByText('+91 98765 43210')).toBeVisible();

    const orderUpdates = canvas.getByRole('group', { name: 'Order updates' });
    const whatsappUpdates = within(orderUpdates).getByRole('switch', { name: 'WhatsApp' });
    await expect(whatsappUpdates).toBeChecked();
    await expect(whatsappUpdates).toHaveAccessibleDescription('On since 26 Nov 2026, 6:15 pm, chosen at checkout');
    const smsUpdates = within(orderUpdates).getByRole('switch', { name: 'SMS' });
    await expect(smsUpdates).not.toBeChecked();
    await expect(smsUpdates).toHaveAccessibleDescription('Off');

    const offers = canvas.getByRole('group', { name: 'Offers and sales' });
    const whatsappOffers = within(offers).getByRole('switch', { name: 'WhatsApp' });
    await userEvent.click(whatsappOffers);
    await expect(args.onChange).toHaveBeenLastCalledWith({ marketing: { whatsapp: false } });
    await expect(whatsappOffers).not.toBeChecked();
    await expect(whatsappOffers).toHaveAccessibleDescription('Saving…');
    await waitFor(() => expect(whatsappOffers).toHaveAccessibleDescription('Off since 28 Nov 2026, 10:00 am, turned off in your account'));
    await expect(whatsappUpdates).toBeChecked();
  },
};

/** Every prop as a control (the switches call `onChange` but nothing answers, so they go back). */
export const Playground: Story = {
  args: { errorMessage: '', mobileError: '' },
};
