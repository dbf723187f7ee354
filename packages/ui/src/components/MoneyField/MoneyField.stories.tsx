import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

/**
 * Rupees on screen, paise in the value. One story per behaviour; designer guidance in `MoneyField.mdx`.
 */
const meta = {
  title: 'Components/MoneyField',
  component: MoneyField,
  args: {
    label: 'Selling price (₹)',
    description: 'In rupees, such as 1,299.50.',
    value: null,
    onChange: fn(),
  },
  // The stories hold the value, as a form does, so the field is seen controlled.
  render: function Controlled(args: MoneyFieldProps) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <MoneyField
          {...args}
          value={value}
          onChange={(paise) => {
            setValue(paise);
            args.onChange(paise);
          }}
        />
        <p data-testid="paise">{value === null ? 'no amount' : `${value} paise`}</p>
      </div>
    );
  },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed rupees become exact paise; leaving the field shows them with Indian grouping. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Selling price (₹)' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '129999.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(12999950);
    await userEvent.tab();
    await expect(input).toHaveValue('1,29,999.50');
    await expect(canvas.getByTestId('paise')).toHaveTextContent('12999950 paise');
  },
};

/** An amount from outside (a loaded product) is shown in rupees with grouping. */
export const WithValue: Story = {
  args: { value: 14999900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Selling price (₹)' })).toHaveValue('1,49,999');
  },
};

/** Text that is not an amount is pointed out once the field is left, not while typing; fixing it clears it. */
export const NotAnAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Selling price (₹)' });
    await userEvent.type(input, '12.345');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter an amount in rupees, such as 1,299 or 1,299.50./);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.clear(input);
    await userEvent.type(input, '₹1,299');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onChange).toHaveBeenLastCalledWith(129900);
  },
};

/** The server's (or the form's) message for the field shows in place of the field's own. */
export const WithServerError: Story = {
  args: { value: 50000, errorMessage: 'The M.R.P. must not be below the selling price.', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Selling price/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/The M.R.P. must not be below the selling price./);
  },
};
