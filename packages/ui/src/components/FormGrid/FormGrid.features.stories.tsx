import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button/Button';
import { NumberField } from '../NumberField/NumberField';
import { Select, SelectItem } from '../Select/Select';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { FormGrid, FormGridItem } from './FormGrid';

/** One story per layout, plus `All` for visual checks. */
const meta = {
  title: 'Components/FormGrid/Features',
  component: FormGrid,
  tags: ['!autodocs'],
  args: { children: null },
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const sameRow = (a: HTMLElement, b: HTMLElement) => Math.abs(a.getBoundingClientRect().top - b.getBoundingClientRect().top) < 1;

/** Two columns from 600 px; a full-row item (the description) takes the whole width. */
export const TwoColumns: Story = {
  render: () => (
    <FormGrid>
      <TextField label="Product name" defaultValue="Anti-Bird Net 10 × 10 ft" />
      <TextField label="SKU" defaultValue="NET-HD-1010" />
      <FormGridItem span="full">
        <TextArea label="Description" defaultValue="HDPE net, UV-stabilised, for balconies and ducts." />
      </FormGridItem>
    </FormGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Product name' });
    const sku = canvas.getByRole('textbox', { name: 'SKU' });
    const wide = canvasElement.ownerDocument.defaultView!.matchMedia('(min-width: 600px)').matches;
    await expect(sameRow(name, sku)).toBe(wide);
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description.getBoundingClientRect().width).toBeGreaterThan(name.getBoundingClientRect().width);
  },
};

/** Three columns from 1024 px, for short numeric fields such as prices and stock. */
export const ThreeColumns: Story = {
  render: () => (
    <FormGrid columns={3}>
      <NumberField label="MRP (₹)" defaultValue={1299} />
      <NumberField label="Sale price (₹)" defaultValue={1099} />
      <NumberField label="Stock" defaultValue={42} />
    </FormGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mrp = canvas.getByRole('textbox', { name: 'MRP (₹)' });
    const stock = canvas.getByRole('textbox', { name: 'Stock' });
    const wide = canvasElement.ownerDocument.defaultView!.matchMedia('(min-width: 1024px)').matches;
    await expect(sameRow(mrp, stock)).toBe(wide);
  },
};

/** The layouts side by side: at 375 px everything is one column. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Two columns">
        <FormGrid>
          <TextField label="Full name" defaultValue="Gurpreet Kaur" />
          <TextField label="Mobile number" type="tel" defaultValue="98140 55555" />
          <FormGridItem span="full">
            <TextField label="Address" defaultValue="House 12, Model Town" />
          </FormGridItem>
          <TextField label="City" defaultValue="Ludhiana" />
          <Select label="State" defaultSelectedKey="pb">
            <SelectItem id="pb">Punjab</SelectItem>
            <SelectItem id="hr">Haryana</SelectItem>
          </Select>
          <FormGridItem span="full">
            <Button type="submit">Save address</Button>
          </FormGridItem>
        </FormGrid>
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Three columns">
        <FormGrid columns={3}>
          <NumberField label="MRP (₹)" defaultValue={1299} />
          <NumberField label="Sale price (₹)" defaultValue={1099} />
          <NumberField label="Stock" defaultValue={42} />
        </FormGrid>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('textbox')).toHaveLength(7);
  },
};
