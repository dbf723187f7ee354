import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressCard } from './AddressCard';
import { storyAddresses } from './storyAddresses';

const [ananya] = storyAddresses;

/**
 * The address-book card and a playground. Checkout's option mode and the
 * other states live in `AddressCard.features.stories.tsx`; guidance in `AddressCard.mdx`.
 */
const meta = {
  title: 'Components/AddressCard',
  component: AddressCard,
  args: { ...ananya, onDelete: fn() },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    option: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By mouse: the delete button names the address it deletes and calls `onDelete`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ananya Sharma' })).toBeVisible();
    await expect(canvas.getByRole('article')).toHaveTextContent(
      'Flat 402, Tower B, Green MeadowsSector 62, near Fortis HospitalNoida, Uttar Pradesh 201309Phone: +91 98110 45672',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Delete address for Ananya Sharma' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  args: { isDeleting: false, phoneLabel: 'Phone' },
};
