import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { BookingSummary } from './BookingSummary';

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const minutesLeft = (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left to pay`;
const ENDED = 'The time is no longer held. Pay now and we will confirm it if it is still free, or refund the fee.';

/** A site survey or a fitting at one of its steps: held while its fee is paid, then booked. */
const meta = {
  title: 'Content/BookingSummary',
  component: BookingSummary,
  args: {
    title: 'Confirm your site survey',
    facts: [
      'We are holding Tuesday 8 December, 10:30 am for you.',
      'Pay by 10:12 am to keep it.',
      "The survey's fee is ₹500, paid online now to confirm the booking.",
    ],
    hold: { endsAt: inMinutes(6.5), minutesLeft, ended: ENDED },
    actions: (
      <>
        <Button size="lg">Pay ₹500</Button>
        <Button variant="secondary" size="lg">
          Choose another time
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof BookingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Held for payment: the section is named by its heading; the facts, the minutes left rounded up, then the buttons. */
export const Held: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Confirm your site survey' });
    await expect(within(section).getByText(/^We are holding /)).toBeVisible();
    await expect(within(section).getByText('7 minutes left to pay')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Pay ₹500' })).toBeEnabled();
    await expect(within(section).queryByRole('alert')).toBeNull();
  },
};

/** The hold has run out while the shopper was away: what a late payment does replaces the minutes. */
export const HoldEnded: Story = {
  args: { hold: { endsAt: inMinutes(-1), minutesLeft, ended: ENDED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ENDED)).toBeVisible();
    await expect(canvas.queryByText(/left to pay$/)).toBeNull();
  },
};

/** The last step failed: its reason is announced in the panel, above the buttons that can try again. */
export const WithError: Story = {
  args: { error: 'The payment did not go through. Nothing was charged; try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment did not go through. Nothing was charged; try again.');
  },
};

/** Booked: the visit and the fee received, no countdown, and the way to book another. */
export const Booked: Story = {
  args: {
    title: 'Your site survey is booked',
    facts: ['Our fitter comes on Tuesday 8 December at 10:30 am.', 'We have received the fee of ₹500.'],
    hold: undefined,
    actions: <Button variant="secondary">Book another survey</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Your site survey is booked' });
    await expect(within(section).getByText('We have received the fee of ₹500.')).toBeVisible();
    await expect(within(section).queryByText(/left to pay$/)).toBeNull();
  },
};

/** Every state, for visual checks: held with its minutes, held past its end with an error, and booked. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={layout.page}>
      <BookingSummary {...args} />
      <BookingSummary
        {...args}
        title="Confirm your fitting"
        facts={['We are holding Friday 11 December, 9:00 am for the fitting of order #1042.', 'Pay the ₹1,500 deposit by 10:12 am to keep it.']}
        hold={{ endsAt: inMinutes(-1), minutesLeft, ended: ENDED }}
        error="The payment did not go through. Nothing was charged; try again."
        actions={
          <>
            <Button size="lg">Pay ₹1,500</Button>
            <Button variant="secondary" size="lg">
              Choose another time
            </Button>
          </>
        }
      />
      <BookingSummary
        title="Your site survey is booked"
        facts={['Our fitter comes on Tuesday 8 December at 10:30 am.', 'We have received the fee of ₹500.']}
        actions={<Button variant="secondary">Book another survey</Button>}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(3);
  },
};
