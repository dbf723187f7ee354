import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Checkbox } from '../Checkbox/Checkbox';
import { FormGrid } from '../FormGrid/FormGrid';
import { NumberField } from '../NumberField/NumberField';
import { TextField } from '../TextField/TextField';
import { FieldGroup } from './FieldGroup';

/** One story per state, plus `All` for visual checks. */
const meta = {
  title: 'Components/FieldGroup/Features',
  component: FieldGroup,
  tags: ['!autodocs'],
  args: { legend: 'Prices', children: null },
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Prices() {
  return (
    <FormGrid>
      <NumberField label="MRP (₹)" defaultValue={499} />
      <NumberField label="Sale price (₹)" defaultValue={549} />
    </FormGrid>
  );
}

/** An error about the group as a whole, read with the group's name when focus enters it. */
export const WithError: Story = {
  args: { description: 'In rupees, GST included.', errorMessage: 'Sale price must be lower than the MRP.' },
  render: (args) => (
    <FieldGroup {...args}>
      <Prices />
    </FieldGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Prices' });
    await expect(group).toHaveAccessibleDescription('In rupees, GST included. Sale price must be lower than the MRP.');
    await userEvent.click(canvas.getByRole('textbox', { name: 'Sale price (₹)' }));
    await expect(canvas.getByRole('textbox', { name: 'Sale price (₹)' })).toHaveFocus();
  },
};

/** Disabled: every field inside is disabled and Tab skips them. */
export const Disabled: Story = {
  args: { legend: 'Delivery address', description: 'Delivered orders keep their address.', isDisabled: true },
  render: (args) => (
    <>
      <FieldGroup {...args}>
        <FormGrid>
          <TextField label="City" defaultValue="Pune" />
          <TextField label="Pincode" defaultValue="411001" />
        </FormGrid>
      </FieldGroup>
      <Checkbox>Send me order updates</Checkbox>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'City' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Send me order updates' })).toHaveFocus();
  },
};

/** Groups as they sit in a form: plain, described, and with an error. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-label="Plain">
        <FieldGroup legend="Contact">
          <FormGrid>
            <TextField label="Full name" defaultValue="Rohan Iyer" />
            <TextField label="Mobile number" type="tel" defaultValue="99200 11223" />
          </FormGrid>
        </FieldGroup>
      </section>
      <section className={layout.card} aria-label="With error">
        <FieldGroup legend="Prices" description="In rupees, GST included." errorMessage="Sale price must be lower than the MRP.">
          <Prices />
        </FieldGroup>
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-label="Disabled">
        <FieldGroup legend="Delivery address" description="Delivered orders keep their address." isDisabled>
          <FormGrid>
            <TextField label="City" defaultValue="Pune" />
            <TextField label="Pincode" defaultValue="411001" />
          </FormGrid>
        </FieldGroup>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('group', { name: /^(Contact|Prices|Delivery address)$/ })).toHaveLength(3);
  },
};
