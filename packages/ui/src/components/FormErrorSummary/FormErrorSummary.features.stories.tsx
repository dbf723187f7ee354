import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { FormErrorSummary } from './FormErrorSummary';
import { ProductForm, productServerError } from './FormErrorSummaryExamples/ProductForm';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/FormErrorSummary/Features',
  component: FormErrorSummary,
  tags: ['!autodocs'],
  args: { errors: {} },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the keyboard: Enter submits, focus lands on the summary, Tab reaches each link, Enter moves to the field. */
export const KeyboardToEachField: Story = {
  render: () => <ProductForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Save product' }).focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('group', { name: 'The product could not be saved' });
    await expect(summary).toHaveFocus();
    await expect(within(summary).getByText('The product was not saved.')).toBeVisible();

    await userEvent.tab();
    await expect(within(summary).getByRole('link', { name: /^Product name:/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // Select keeps its name on a hidden <select>: the visible trigger gets focus.
    await expect(canvas.getByRole('button', { name: /Category/ })).toHaveFocus();

    summary.focus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(summary).getByRole('link', { name: /^Sale price/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // NumberField keeps its name on a hidden input: the visible input gets focus.
    await expect(canvas.getByRole('textbox', { name: 'Sale price (₹)' })).toHaveFocus();
  },
};

/** The server's messages show under each field too, linked to it as its description. */
export const ErrorsOnFields: Story = {
  render: () => <ProductForm initialError={productServerError} autoFocusSummary={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Product name' })).toHaveAccessibleDescription(
      'A product with this name already exists.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Sale price (₹)' })).toHaveAccessibleDescription(
      'Sale price must be lower than the MRP.',
    );
    await userEvent.click(canvas.getByRole('link', { name: /^Publish on the shop/ }));
    await expect(canvas.getByRole('checkbox', { name: 'Publish on the shop' })).toHaveFocus();
  },
};

/** Left unfocused (errors that arrive while the user is elsewhere), it is an alert and is announced. */
export const Announced: Story = {
  args: {
    title: 'The address could not be saved',
    errors: { pincode: ['Enter a valid 6-digit pincode.'] },
    fieldLabels: { pincode: 'Pincode' },
    autoFocus: false,
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Pincode: Enter a valid 6-digit pincode.');
    await expect(alert).not.toHaveFocus();
  },
};

/** Only the `detail`, or errors of no field on the page: listed as text, not links. */
export const DetailAndUnlinkedErrors: Story = {
  args: {
    title: 'The order could not be updated',
    detail: 'This order was changed by someone else. Reload it and try again.',
    errors: { version: ['Stale version 3; the order is at version 4.'] },
    autoFocus: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Stale version 3; the order is at version 4.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The summary on its own and in the product form. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Field errors">
        <FormErrorSummary
          title="The address could not be saved"
          errors={{ pincode: ['Enter a valid 6-digit pincode.'], phone: ['Enter a 10-digit mobile number.'] }}
          fieldLabels={{ pincode: 'Pincode', phone: 'Mobile number' }}
          autoFocus={false}
        />
      </section>
      <section className={layout.card} aria-label="Detail only">
        <FormErrorSummary title="The order could not be updated" detail="This order was changed by someone else. Reload it and try again." autoFocus={false} />
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Product form">
        <ProductForm initialError={productServerError} autoFocusSummary={false} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(3);
  },
};
