import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { ReturnStatus, type ReturnView } from './ReturnStatus';

const base: ReturnView = {
  id: 5,
  status: 'requested',
  reason: 'damaged_in_transit',
  resolution: 'refund',
  lines: [{ name: 'Pigeon Net (10 × 10 ft)', quantity: 2, sellable: null, damaged: null }],
  requestedAt: '2025-11-24T05:30:00.000Z',
  decisionReason: null,
  pickup: null,
  qualityNote: null,
  refund: null,
  replacementOrderId: null,
};
const pickup = { method: 'carrier', status: 'booked', courierName: 'Demo Surface', awb: 'DEMR0000000005', pickupDate: '2025-11-26', pickedUpAt: null, arrivedAt: null } as const;

/** Where a return stands on the shopper's order page, from the request to its refund or replacement. */
const meta = {
  title: 'Components/ReturnStatus',
  component: ReturnStatus,
  args: { value: base },
} satisfies Meta<typeof ReturnStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked for, waiting for the shop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Return requested Return #5' })).toHaveTextContent('2 × Pigeon Net (10 × 10 ft)');
    await expect(canvas.getByText(/Asked on Mon, 24 Nov/)).toBeVisible();
  },
};

/** Every step side by side, for a quick look; refusals read in the critical tone. */
export const Steps: Story = {
  render: () => (
    <Stack gap="4">
      <ReturnStatus value={base} />
      <ReturnStatus value={{ ...base, status: 'approved', pickup }} />
      <ReturnStatus value={{ ...base, id: 6, status: 'approved', pickup: { ...pickup, pickedUpAt: '2025-11-26T06:00:00.000Z' } }} />
      <ReturnStatus value={{ ...base, id: 7, status: 'approved', pickup: { ...pickup, method: 'self', status: null, awb: null, courierName: null, pickupDate: null } }} />
      <ReturnStatus value={{ ...base, status: 'rejected', decisionReason: 'The net was cut to size and installed.' }} />
      <ReturnStatus value={{ ...base, status: 'quality_failed', qualityNote: 'The net was cut and used.', lines: [{ ...base.lines[0]!, sellable: 0, damaged: 2 }] }} />
      <ReturnStatus value={{ ...base, status: 'refunded', lines: [{ ...base.lines[0]!, sellable: 1, damaged: 1 }], refund: { amount: '₹1,898', status: 'processed', creditNote: 'CN/2025-26/00003' } }} />
      <ReturnStatus value={{ ...base, status: 'replaced', resolution: 'replacement', lines: [{ ...base.lines[0]!, sellable: 0, damaged: 2 }], replacementOrderId: 57 }} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('region')).toHaveLength(8);
    await expect(canvas.getAllByText('Demo Surface will collect it on 26 Nov 2025 (AWB DEMR0000000005). Please keep it packed.')).toHaveLength(2);
    await expect(canvas.getByText('Collected on Wed, 26 Nov.')).toBeVisible();
    await expect(canvas.getByText('Why: The net was cut to size and installed.')).toBeVisible();
    await expect(canvas.getByText('₹1,898 refunded (credit note CN/2025-26/00003).')).toBeVisible();
    await expect(canvas.getByText('Your replacement is order #57.')).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
