import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { discountedPackSizes, longLabels, packSizes, packSizesWithOutOfStock } from './VariantPickerExamples/sampleVariants';
import { VariantPicker, type VariantPickerProps } from './VariantPicker';

/**
 * The product page's pack sizes. Keyboard, screen-reader names, a required choice and `All` live in
 * `VariantPicker.features.stories.tsx`; guidance in `VariantPicker.mdx`.
 */
const meta = {
  title: 'Components/VariantPicker',
  component: VariantPicker,
  args: {
    label: 'Pack size',
    variants: packSizes,
    value: 'pack-10',
    onChange: fn(),
  },
  argTypes: {
    variants: { control: 'object' },
    description: { control: 'text' },
  },
  render: (args) => <ControlledVariantPicker {...args} />,
  decorators: [
    (Story) => (
      // A product page's buy box.
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a product page does: keeps the chosen variant's id and sets it on `onChange`. */
function ControlledVariantPicker(args: VariantPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <VariantPicker
      {...args}
      value={value}
      onChange={(id) => {
        args.onChange(id);
        setValue(id);
      }}
    />
  );
}

/** Three pack sizes, the first chosen. A click anywhere on a card chooses it; `onChange` gets its id. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Pack size' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Pack of 10 \(3 m\)/ })).toBeChecked();

    await userEvent.click(canvas.getByText('Only 3 left'));
    await expect(canvas.getByRole('radio', { name: /^Pack of 20 \(6 m\)/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pack-20');
  },
};

/** The contractor pack is sold out: it stays in view, muted and disabled, and says so. */
export const WithOutOfStock: Story = {
  args: { variants: packSizesWithOutOfStock, maxPriceLabel: 'M.R.P.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const soldOut = canvas.getByRole('radio', { name: /Contractor pack of 50.*Out of stock/ });
    await expect(soldOut).toBeDisabled();
    await userEvent.click(canvas.getByText('Out of stock'));
    await expect(soldOut).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Each pack against its M.R.P., struck through, with the discount. */
export const WithMRP: Story = {
  args: { variants: discountedPackSizes, value: 'pack-20', maxPriceLabel: 'M.R.P.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Pack of 20 (6 m) Price: ₹899 M.R.P.: ₹1,299 31% off Only 3 left' })).toBeChecked();
  },
};

/** Long names wrap inside their cards; cards sit one to a row on a phone. */
export const LongLabels: Story = {
  args: { label: 'Spike type and pack', variants: longLabels, value: 'steel-20', maxPriceLabel: 'M.R.P.' },
};

export const Playground: Story = {
  args: {
    variants: packSizesWithOutOfStock,
    description: 'One spike strip covers 30 cm of ledge.',
    maxPriceLabel: 'M.R.P.',
    isDisabled: false,
    isInvalid: false,
    errorMessage: 'Please choose a pack size',
  },
};
