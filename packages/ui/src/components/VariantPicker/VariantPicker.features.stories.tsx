import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Button } from '../Button';
import { discountedPackSizes, longLabels, packSizesWithOutOfStock, spikeCounts } from './VariantPickerExamples/sampleVariants';
import { VariantPicker, type ProductVariant, type VariantPickerProps } from './VariantPicker';

/** Keyboard, what a screen reader reads for each card, a required choice, plus `All` for visual checks. */
const meta = {
  title: 'Components/VariantPicker/Features',
  component: VariantPicker,
  tags: ['!autodocs'],
  args: { label: 'Pack size', variants: packSizesWithOutOfStock, value: 'pack-10', maxPriceLabel: 'M.R.P.', onChange: fn() },
  render: (args) => <ControlledVariantPicker {...args} />,
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A product page's buy box; `All` lays out its own. */
const buyBox: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 520 }}>
      <Story />
    </div>
  ),
];

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

/** Four packs, the third sold out: the arrow keys pass over it. */
const packsWithGap: ProductVariant[] = [
  { id: 'pack-10', label: 'Pack of 10 (3 m)', price: 499, maxPrice: 699, stockNote: 'In stock' },
  { id: 'pack-20', label: 'Pack of 20 (6 m)', price: 899, maxPrice: 1299, stockNote: 'Only 3 left' },
  { id: 'pack-50', label: 'Pack of 50 (15 m)', price: 1999, maxPrice: 3199, stockNote: 'Out of stock', isUnavailable: true },
  { id: 'pack-100', label: 'Pack of 100 (30 m)', price: 3699, maxPrice: 5999, stockNote: 'In stock' },
];

/**
 * Keyboard: the group is one Tab stop that lands on the chosen pack; → chooses the next one (and `onChange`
 * gets its id), passing over a sold-out pack; Tab leaves the group, Shift+Tab comes back to the choice.
 */
export const Keyboard: Story = {
  decorators: buyBox,
  args: { variants: packsWithGap },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ControlledVariantPicker {...args} />
      <Button>Add to cart</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pack10 = canvas.getByRole('radio', { name: /^Pack of 10 / });
    const pack20 = canvas.getByRole('radio', { name: /^Pack of 20 / });
    const pack50 = canvas.getByRole('radio', { name: /^Pack of 50 / });
    const pack100 = canvas.getByRole('radio', { name: /^Pack of 100 / });

    await userEvent.tab();
    await expect(pack10).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(pack20).toHaveFocus();
    await expect(pack20).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pack-20');

    // The sold-out pack is passed over.
    await userEvent.keyboard('{ArrowRight}');
    await expect(pack50).not.toBeChecked();
    await expect(pack100).toHaveFocus();
    await expect(pack100).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pack-100');
    await expect(args.onChange).not.toHaveBeenCalledWith('pack-50');

    // And back, over it again.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(pack20).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(pack20).toHaveFocus();
  },
};

/**
 * A card's whole text is its radio's name: the pack, the price against the M.R.P., the discount and the
 * stock note. A sold-out pack is disabled and its name still says "Out of stock".
 */
export const ScreenReaderNames: Story = {
  decorators: buyBox,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Pack size' })).toBeVisible();

    const pack20 = canvas.getByRole('radio', { name: /Pack of 20.*₹/ });
    await expect(pack20).toHaveAccessibleName('Pack of 20 (6 m) Price: ₹899 M.R.P.: ₹1,299 31% off Only 3 left');
    await expect(pack20).toBeEnabled();

    const soldOut = canvas.getByRole('radio', { name: /Contractor pack of 50.*₹1,999.*Out of stock/ });
    await expect(soldOut).toBeDisabled();
    // No discount badge on what cannot be bought.
    await expect(soldOut).toHaveAccessibleName('Contractor pack of 50 (15 m) Price: ₹1,999 M.R.P.: ₹3,199 Out of stock');
  },
};

/** The page's own words for the prices: a Hindi page, say. */
export const CustomWords: Story = {
  decorators: buyBox,
  args: {
    label: 'पैक साइज़',
    variants: [
      { id: 'pack-10', label: '10 का पैक', price: 499, maxPrice: 699, stockNote: 'स्टॉक में' },
      { id: 'pack-20', label: '20 का पैक', price: 899, maxPrice: 1299, stockNote: 'केवल 3 बचे' },
    ],
    priceLabel: 'कीमत',
    maxPriceLabel: 'एम.आर.पी.',
    formatPercentOff: (percent) => `${percent}% छूट`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '20 का पैक कीमत: ₹899 एम.आर.पी.: ₹1,299 31% छूट केवल 3 बचे' })).toBeVisible();
  },
};

/** Nothing chosen yet and a choice needed: adding to the cart focuses the first pack and reads the error. */
export const Required: Story = {
  decorators: buyBox,
  args: { value: null, variants: discountedPackSizes },
  render: (args) => (
    <Form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <ControlledVariantPicker {...args} name="variant" isRequired errorMessage="Please choose a pack size" />
      <Button type="submit">Add to cart</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    const first = canvas.getByRole('radio', { name: /^Pack of 10 / });
    await waitFor(() => expect(first).toHaveFocus());
    const group = canvas.getByRole('radiogroup', { name: 'Pack size' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please choose a pack size');

    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pack-10');
    await expect(canvas.queryByText('Please choose a pack size')).toBeNull();
  },
};

/** Pack sizes with and without an M.R.P., a sold-out pack, short and long labels and an error, for visual review. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="variant-mrp">
        <header className={layout.cardHeader}>
          <h2 id="variant-mrp" className={layout.cardTitle}>
            Against the M.R.P.
          </h2>
          <p className={layout.cardDescription}>The chosen pack has a 2 px border, a tinted fill and a filled circle.</p>
        </header>
        <VariantPicker
          label="Pack size"
          description="One spike strip covers 30 cm of ledge."
          variants={discountedPackSizes}
          value="pack-20"
          maxPriceLabel="M.R.P."
          onChange={() => {}}
        />
      </section>
      <section className={layout.card} aria-labelledby="variant-stock">
        <header className={layout.cardHeader}>
          <h2 id="variant-stock" className={layout.cardTitle}>
            Out of stock
          </h2>
          <p className={layout.cardDescription}>A sold-out pack stays in view, muted and disabled, and says so.</p>
        </header>
        <VariantPicker label="Pack size (sold out)" variants={packSizesWithOutOfStock} value="pack-10" maxPriceLabel="M.R.P." onChange={() => {}} />
      </section>
      <section className={layout.card} aria-labelledby="variant-short">
        <header className={layout.cardHeader}>
          <h2 id="variant-short" className={layout.cardTitle}>
            Short labels
          </h2>
          <p className={layout.cardDescription}>Two cards to a row on a phone.</p>
        </header>
        <VariantPicker label="Spikes" variants={spikeCounts} value="spikes-25" maxPriceLabel="M.R.P." onChange={() => {}} />
      </section>
      <section className={layout.card} aria-labelledby="variant-error">
        <header className={layout.cardHeader}>
          <h2 id="variant-error" className={layout.cardTitle}>
            Nothing chosen
          </h2>
          <p className={layout.cardDescription}>A required choice, after Add to cart.</p>
        </header>
        <VariantPicker
          label="Pack size (required)"
          variants={discountedPackSizes.slice(0, 2)}
          value={null}
          isRequired
          isInvalid
          errorMessage="Please choose a pack size"
          maxPriceLabel="M.R.P."
          onChange={() => {}}
        />
      </section>
      <section className={layout.card} aria-labelledby="variant-long">
        <header className={layout.cardHeader}>
          <h2 id="variant-long" className={layout.cardTitle}>
            Long labels
          </h2>
          <p className={layout.cardDescription}>Names wrap inside their cards; one card to a row on a phone.</p>
        </header>
        <VariantPicker label="Spike type and pack" variants={longLabels} value="steel-20" maxPriceLabel="M.R.P." onChange={() => {}} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(5);
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(4);
  },
};
