import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { ValueDiff } from './ValueDiff';
import { formatProductValue, productAfter, productBefore, productLabels } from './ValueDiffExamples/productChange';

/** A create, a delete, unchanged fields shown, nothing changed, nested values; `All` for visual checks. */
const meta = {
  title: 'Components/ValueDiff/Features',
  component: ValueDiff,
  tags: ['!autodocs'],
  args: { caption: 'Changes', before: null, after: null },
} satisfies Meta<typeof ValueDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new category: nothing before, every field added. */
export const Created: Story = {
  args: { caption: 'New category', before: null, after: { name: 'Monkey Spikes', position: 4, is_visible: true } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'New category' });
    await expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Name added',
      'Position added',
      'Is visible added',
    ]);
    await expect(within(table).getAllByText('no value')).toHaveLength(3);
  },
};

/** A deleted address: every field removed. */
export const Deleted: Story = {
  args: { caption: 'Deleted address', before: { city: 'Pune', pincode: '411001' }, after: null },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Deleted address' });
    await expect(within(table).getByRole('rowheader', { name: 'Pincode removed' })).toBeVisible();
  },
};

/** With `showUnchanged` the fields that stayed the same are listed too, dimmed. */
export const WithUnchanged: Story = {
  args: {
    caption: 'Changes to product 12',
    before: productBefore,
    after: productAfter,
    fieldLabels: productLabels,
    formatValue: formatProductValue,
    hiddenFields: ['version', 'id'],
    showUnchanged: true,
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Title unchanged' })).toBeVisible();
    const cells = within(within(table).getByRole('rowheader', { name: 'GST rate unchanged' }).closest('tr')!).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['Before18%', 'After18%']);
  },
};

/** Only the version moved (hidden): the component says nothing changed instead of an empty table. */
export const NothingChanged: Story = {
  args: { caption: 'Changes', before: { name: 'Nets', version: 1 }, after: { name: 'Nets', version: 2 }, hiddenFields: ['version'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByText('No field changed.')).toBeVisible();
  },
};

/**
 * An order shipped: nested tracking details are opened into fields, and a long value wraps. The
 * table is plain HTML: no control inside, so Tab passes it by.
 */
export const NestedValues: Story = {
  args: {
    caption: 'Changes to order 1042',
    before: { status: 'Processing', shipment: { courier: null, tracking_number: null, tracking_url: null } },
    after: {
      status: 'Shipped',
      shipment: { courier: 'Delhivery', tracking_number: 'DL1234567890IN', tracking_url: 'https://www.delhivery.com/track/package/DL1234567890IN' },
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('rowheader', { name: 'Shipment tracking number added' })).toBeVisible();
    const cells = within(within(table).getByRole('rowheader', { name: 'Status changed' }).closest('tr')!).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(['BeforeProcessing', 'AfterShipped']);
    await userEvent.tab();
    await expect(table.contains(document.activeElement)).toBe(false);
  },
};

/** The states side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-label="An update">
        <ValueDiff
          caption="Changes to product 12"
          before={productBefore}
          after={productAfter}
          fieldLabels={productLabels}
          formatValue={formatProductValue}
          hiddenFields={['version']}
        />
      </section>
      <section className={layout.card} aria-label="A create">
        <ValueDiff caption="New category" before={null} after={{ name: 'Monkey Spikes', position: 4 }} />
      </section>
      <section className={layout.card} aria-label="A delete">
        <ValueDiff caption="Deleted address" before={{ city: 'Pune', pincode: '411001' }} after={null} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};
