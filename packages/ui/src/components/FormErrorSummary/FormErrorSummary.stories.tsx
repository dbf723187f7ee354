import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormErrorSummary } from './FormErrorSummary';
import { ProductForm } from './FormErrorSummaryExamples/ProductForm';

/**
 * The summary in a product form, and a playground. One story per state lives
 * in `FormErrorSummary.features.stories.tsx`; guidance in `FormErrorSummary.mdx`.
 */
const meta = {
  title: 'Components/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'The product could not be saved',
    detail: 'The product was not saved.',
    errors: { name: ['A product with this name already exists.'], mrp: ['Enter the MRP.'] },
    fieldLabels: { name: 'Product name', mrp: 'MRP (₹)' },
    autoFocus: false,
  },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving answers with field errors: the summary takes focus, and its first link leads to the field. */
export const Default: Story = {
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save product' }));
    const summary = await canvas.findByRole('group', { name: 'The product could not be saved' });
    await expect(summary).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: /^Product name:/ }));
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every prop as a control. */
export const Playground: Story = {};
