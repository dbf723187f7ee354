import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShipmentCard } from './ShipmentCard';
import { bookedShipment } from './ShipmentCardExamples/sampleShipments';

/**
 * A booked shipment on the back-office's order page and a playground. A booking that broke off, the
 * label not ready and the page's booking flow live in `ShipmentCard.features.stories.tsx`; guidance in `ShipmentCard.mdx`.
 */
const meta = {
  title: 'Components/ShipmentCard',
  component: ShipmentCard,
  args: bookedShipment,
  argTypes: { status: { control: 'inline-radio', options: ['booked', 'booking'] } },
} satisfies Meta<typeof ShipmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Booked: courier, AWB, pickup day, rate and the aggregator, with Print label (the label PDF, in a new
 * tab) and the courier's tracking page. The links say they open a new tab.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Shipment' });
    await expect(card).toHaveTextContent('Booked');
    await expect(canvas.getByText('Courier').nextElementSibling).toHaveTextContent('Delhivery Surface');
    await expect(canvas.getByText('AWB').nextElementSibling).toHaveTextContent('19041424751540');
    await expect(canvas.getByText('Thu, 27 Nov')).toHaveAttribute('dateTime', '2025-11-27');
    await expect(canvas.getByText('Rate').nextElementSibling).toHaveTextContent('₹84');
    await expect(canvas.getByText('Booked through').nextElementSibling).toHaveTextContent('Shiprocket');
    await expect(canvas.getByText('Wed, 26 Nov, 4:05 pm')).toHaveAttribute('dateTime', '2025-11-26T10:35:00.000Z');

    const label = canvas.getByRole('link', { name: 'Print label (opens in a new tab)' });
    await expect(label).toHaveAttribute('href', '#label-19041424751540.pdf');
    await expect(label).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Track parcel (opens in a new tab)' })).toHaveAttribute(
      'href',
      '#track-19041424751540',
    );
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
