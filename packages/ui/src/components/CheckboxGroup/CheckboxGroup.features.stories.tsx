import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';
import { ProductFiltersExample } from './CheckboxGroupExamples/ProductFiltersExample';

/** The product filters, states and orientation, plus `All` for visual checks. */
const meta = {
  title: 'Components/CheckboxGroup/Features',
  component: CheckboxGroup,
  tags: ['!autodocs'],
  args: { label: 'Material', onChange: fn(), children: null },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The products page's filters with the mouse: categories, materials and
 * ratings are three named groups; the count is announced politely; Reset
 * Filters clears every group and keeps focus on the button.
 */
export const ProductFilterPanel: Story = {
  render: () => <ProductFiltersExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const categories = canvas.getByRole('group', { name: 'Categories' });
    const material = canvas.getByRole('group', { name: 'Material' });
    const rating = canvas.getByRole('group', { name: 'Customer rating' });

    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Bird Nets (6)' }));
    await userEvent.click(within(material).getByRole('checkbox', { name: 'Stainless Steel' }));
    await userEvent.click(within(rating).getByRole('checkbox', { name: '4 stars & above' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('3 filters applied');

    const reset = canvas.getByRole('button', { name: 'Reset Filters' });
    await userEvent.click(reset);
    await expect(canvas.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await expect(reset).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('No filters applied');
  },
};

/**
 * The same panel with the keyboard: every checkbox is a Tab stop in reading
 * order, Space toggles, and Shift+Tab goes back.
 */
export const KeyboardFilters: Story = {
  render: () => <ProductFiltersExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Bird Spikes (14)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Plastic' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Plastic' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 filters applied');

    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'Accessories (9)' })).toHaveFocus();
  },
};

/** Short options side by side, wrapping on narrow screens. */
export const Horizontal: Story = {
  args: {
    label: 'Where are the birds?',
    orientation: 'horizontal',
    children: ['Balcony', 'Window ledge', 'Parapet', 'Solar panels', 'Signboard'].map((place) => (
      <Checkbox key={place} value={place}>
        {place}
      </Checkbox>
    )),
  },
};

/**
 * Required: at least one must be checked. Submitting with none focuses the
 * first checkbox and reads the group's error; checking one clears it.
 */
export const Required: Story = {
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16, maxWidth: 360 }} onSubmit={(event) => event.preventDefault()}>
      <CheckboxGroup
        {...args}
        label="Where are the birds?"
        name="places"
        isRequired
        errorMessage="Choose at least one place"
      >
        <Checkbox value="balcony">Balcony</Checkbox>
        <Checkbox value="ledge">Window ledge</Checkbox>
      </CheckboxGroup>
      <Button type="submit">Get a quote</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('checkbox', { name: 'Balcony' });
    await userEvent.click(canvas.getByRole('button', { name: 'Get a quote' }));
    await waitFor(() => expect(first).toHaveFocus());
    await expect(canvas.getByText('Choose at least one place')).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Where are the birds?' })).toHaveAccessibleDescription(
      'Choose at least one place',
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Window ledge' }));
    await expect(canvas.queryByText('Choose at least one place')).toBeNull();
  },
};

export const Disabled: Story = {
  args: {
    isDisabled: true,
    defaultValue: ['plastic'],
    children: [
      <Checkbox key="plastic" value="plastic">
        Plastic
      </Checkbox>,
      <Checkbox key="steel" value="stainless-steel">
        Stainless Steel
      </Checkbox>,
    ],
  },
  play: async ({ canvasElement }) => {
    for (const box of within(canvasElement).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** The filter panel and the group's states, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="checkboxgroup-filters">
        <header className={layout.cardHeader}>
          <h2 id="checkboxgroup-filters" className={layout.cardTitle}>
            Product filters
          </h2>
          <p className={layout.cardDescription}>Three groups in the left panel of the products page.</p>
        </header>
        <ProductFiltersExample initial={{ categories: ['bird-spikes'], materials: ['stainless-steel'], ratings: ['4'] }} />
      </section>
      <section className={layout.card} aria-labelledby="checkboxgroup-states">
        <header className={layout.cardHeader}>
          <h2 id="checkboxgroup-states" className={layout.cardTitle}>
            Orientation and states
          </h2>
          <p className={layout.cardDescription}>Horizontal for short options; the error is the group&apos;s.</p>
        </header>
        <CheckboxGroup label="Where are the birds?" orientation="horizontal" defaultValue={['Parapet']}>
          {['Balcony', 'Window ledge', 'Parapet', 'Solar panels'].map((place) => (
            <Checkbox key={place} value={place}>
              {place}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <CheckboxGroup
          label="Material"
          description="Stainless steel lasts longer outdoors."
          isRequired
          isInvalid
          errorMessage="Choose at least one material"
        >
          <Checkbox value="plastic">Plastic</Checkbox>
          <Checkbox value="stainless-steel">Stainless Steel</Checkbox>
        </CheckboxGroup>
        <CheckboxGroup label="Delivery" isDisabled defaultValue={['standard']}>
          <Checkbox value="standard">Standard (free)</Checkbox>
          <Checkbox value="express">Express</Checkbox>
        </CheckboxGroup>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('checkbox')).toHaveLength(9 + 4 + 2 + 2);
  },
};
