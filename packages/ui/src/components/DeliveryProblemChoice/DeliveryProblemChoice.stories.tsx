import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { clearAnnouncementsAfterStory, removeStaleAnnouncements } from '../../storybook/liveAnnouncements';
import { Stack } from '../Stack';
import { DeliveryProblemChoice } from './DeliveryProblemChoice';
import { OrderPageExample, sampleProblem } from './DeliveryProblemChoiceExamples/OrderPageExample';

/**
 * A failed delivery on the shopper's order page (and staff's, answering after a call): why, by when, and the
 * choice of another attempt (a day, a corrected phone or address line) or the parcel back. One story per purpose:
 * the mouse path, the keyboard path with a refusal naming the field, every state side by side, and a playground.
 */
const meta = {
  title: 'Components/DeliveryProblemChoice',
  component: DeliveryProblemChoice,
  args: { ...sampleProblem, status: 'open', onAnswer: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['open', 'answered', 'expired'] }, headingLevel: { control: 'inline-radio', options: [2, 3] } },
  beforeEach: clearAnnouncementsAfterStory,
} satisfies Meta<typeof DeliveryProblemChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With the mouse: another attempt on a chosen day, to a corrected address line; Send shows it is sending, then
 * the panel says what the courier will do and focus moves to its title.
 */
export const Default: Story = {
  render: (args) => <OrderPageExample onAnswer={args.onAnswer as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'We couldn’t deliver your order' });
    await expect(panel).toHaveTextContent('Nobody was available to receive it (attempt 1 of 3). Please tell us by Sun, 30 Nov, 6:30 pm');
    await expect(canvas.getByRole('radio', { name: /Deliver it again/ })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: /Delivery day/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Wed, 3 Dec' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address correction (optional)' }), 'Flat 4, behind the temple');
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith({ action: 'reattempt', date: '2025-12-03', phone: null, addressLine: 'Flat 4, behind the temple' });

    const title = await canvas.findByRole('heading', { name: 'Thank you, we’ve told the courier' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText('The courier will try again on Wed, 3 Dec.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send answer' })).toBeNull();
    removeStaleAnnouncements();
  },
};

/**
 * With the keyboard: a phone the shop refuses is marked with the server's words and the form stays; sending the
 * parcel back takes no day, phone or address, which leave the form.
 */
export const RefusedThenReturned: Story = {
  render: (args) => <OrderPageExample onAnswer={args.onAnswer as () => void} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Phone for the courier (optional)' }));
    await userEvent.keyboard('12345{Enter}');
    const phone = canvas.getByRole('textbox', { name: 'Phone for the courier (optional)' });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(/Enter a valid 10-digit Indian mobile number./);

    await userEvent.click(canvas.getByRole('radio', { name: /Deliver it again/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Send it back to us/ })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: 'Phone for the courier (optional)' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Send answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith({ action: 'return', date: null, phone: null, addressLine: null });
    await expect(await canvas.findByText('The courier will bring the parcel back to us.')).toBeVisible();
    removeStaleAnnouncements();
  },
};

/** Every state side by side, for a quick look: waiting for an answer, answered, and past the deadline. */
export const States: Story = {
  render: (args) => (
    <Stack gap="6">
      <DeliveryProblemChoice {...args} status="open" />
      <DeliveryProblemChoice
        {...args}
        status="answered"
        answer={{ action: 'reattempt', date: '2025-12-02', phone: null, addressLine: null }}
        note={{ text: 'Courier refused: Action already taken on this NDR.', tone: 'critical' }}
      />
      <DeliveryProblemChoice {...args} status="expired" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(3);
    await expect(canvas.getByText('The courier will try again on Tue, 2 Dec.')).toBeVisible();
    await expect(canvas.getByText('Courier refused: Action already taken on this NDR.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'The time to answer has passed' })).toHaveTextContent('Nobody answered by Sun, 30 Nov, 6:30 pm.');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
