import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import * as layout from '../../storybook/storyLayout.css';
import { Price } from './Price';

/** One story per notation, size and discount case, plus `All` for visual checks. */
const meta = {
  title: 'Components/Price/Features',
  component: Price,
  tags: ['!autodocs'],
  args: { price: 1299 },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The rupee symbol with Indian grouping: one lakh twenty-nine thousand… */
export const SymbolNotation: Story = {
  args: { price: 129999, notation: 'symbol' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,29,999')).toBeVisible();
  },
};

/** "Rs.{n}/-", as on the older product cards and the product dialog. */
export const RsNotation: Story = {
  args: { price: 129999, notation: 'rs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rs.1,29,999/-')).toBeVisible();
  },
};

/** A lone price has no label and no badge. */
export const WithoutMaxPrice: Story = {
  args: { price: 499 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^₹499$/);
  },
};

/** An M.R.P. equal to the price is not a discount: nothing is struck through. */
export const MaxPriceNotHigher: Story = {
  args: { price: 999, maxPrice: 999 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toBeNull();
    await expect(canvasElement).toHaveTextContent(/^₹999$/);
  },
};

/** A discount that rounds to 0 % still strikes the M.R.P. through but shows no "0% off". */
export const DiscountRoundsToZero: Story = {
  args: { price: 999, maxPrice: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹1,000').tagName).toBe('S');
    await expect(canvasElement).not.toHaveTextContent('% off');
  },
};

/** The M.R.P. label on screen, as the product dialog shows it. */
export const VisibleMaxPriceLabel: Story = {
  args: { price: 1299, maxPrice: 1999, notation: 'rs', maxPriceLabel: 'M.R.P.', isMaxPriceLabelVisible: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('M.R.P.:')).toBeVisible();
    await expect(within(canvasElement).getByText('Rs.1,999/-').tagName).toBe('S');
  },
};

/** The discount badge can be left out (order history, cart lines). */
export const WithoutPercentOff: Story = {
  args: { price: 1299, maxPrice: 1999, showPercentOff: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).not.toHaveTextContent('% off');
  },
};

/** Order totals show paise: `fractionDigits={2}`. */
export const FractionDigits: Story = {
  args: { price: 2598, fractionDigits: 2, size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹2,598.00')).toBeVisible();
  },
};

/** The shop's own words: labels and the badge text come from props. */
export const CustomCopy: Story = {
  args: {
    price: 750,
    maxPrice: 1000,
    priceLabel: 'Offer price',
    maxPriceLabel: 'M.R.P.',
    formatPercentOff: (percent: number) => `Save ${percent}%`,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Offer price: ₹750 M.R.P.: ₹1,000 Save 25%', { normalizeWhitespace: true });
  },
};

export const Small: Story = { args: { size: 'sm', maxPrice: 1999 } };
export const Medium: Story = { args: { size: 'md', maxPrice: 1999 } };
export const Large: Story = { args: { size: 'lg', maxPrice: 1999 } };

function Example({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={layout.example}>
      {children}
      <span className={layout.caption}>{caption}</span>
    </div>
  );
}

/** Notations, sizes and discount cases side by side. */
export const All: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className={layout.page}>
      <section className={layout.card} aria-labelledby="price-notation">
        <header className={layout.cardHeader}>
          <h2 id="price-notation" className={layout.cardTitle}>
            Notation
          </h2>
          <p className={layout.cardDescription}>Indian digit grouping in both: lakh and crore.</p>
        </header>
        <div className={layout.row}>
          <div className={layout.examples}>
            <Example caption="symbol">
              <Price price={129999} maxPrice={149999} />
            </Example>
            <Example caption="rs">
              <Price price={129999} maxPrice={149999} notation="rs" />
            </Example>
          </div>
        </div>
      </section>
      <section className={layout.card} aria-labelledby="price-sizes">
        <header className={layout.cardHeader}>
          <h2 id="price-sizes" className={layout.cardTitle}>
            Sizes
          </h2>
          <p className={layout.cardDescription}>Order lines, product cards, the product page.</p>
        </header>
        <div className={layout.row}>
          <div className={layout.examples}>
            {(['sm', 'md', 'lg'] as const).map((size) => (
              <Example key={size} caption={size}>
                <Price price={1299} maxPrice={1999} size={size} />
              </Example>
            ))}
          </div>
        </div>
      </section>
      <section className={`${layout.card} ${layout.wide}`} aria-labelledby="price-cases">
        <header className={layout.cardHeader}>
          <h2 id="price-cases" className={layout.cardTitle}>
            Cases
          </h2>
          <p className={layout.cardDescription}>The badge appears only for a discount of at least 1 %.</p>
        </header>
        <div className={layout.row}>
          <div className={layout.examples}>
            <Example caption="No M.R.P.">
              <Price price={499} />
            </Example>
            <Example caption="M.R.P. equal to price">
              <Price price={999} maxPrice={999} />
            </Example>
            <Example caption="Discount under 1 %">
              <Price price={999} maxPrice={1000} />
            </Example>
            <Example caption="Visible M.R.P. label">
              <Price price={1299} maxPrice={1999} notation="rs" maxPriceLabel="M.R.P." isMaxPriceLabelVisible />
            </Example>
            <Example caption="Order total, 2 decimals">
              <Price price={2598} fractionDigits={2} size="sm" />
            </Example>
          </div>
        </div>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('₹1,29,999')).toHaveLength(1);
    await expect(canvas.getByText('Rs.1,29,999/-')).toBeVisible();
    await expect(canvas.getAllByText('35% off')).toHaveLength(4);
  },
};
