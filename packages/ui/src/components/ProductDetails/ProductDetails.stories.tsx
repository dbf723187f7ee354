import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProductDetails } from './ProductDetails';

/** A pack's declarations as the product page lists them below its buttons; axe checks the list after the play. */
const meta = {
  title: 'Content/ProductDetails',
  component: ProductDetails,
  args: {
    heading: 'Product details',
    details: [
      { term: 'Generic name', value: 'Bird spikes' },
      { term: 'Net quantity', value: '20 pieces' },
      { term: 'M.R.P.', value: '₹2,199 (incl. of all taxes)' },
      { term: 'Month of manufacture', value: 'As printed on the pack' },
      { term: 'Country of origin', value: 'India' },
      { term: 'Manufactured by', value: 'BirdShield India Private Limited, Plot No. 27, Sector 8, IMT Manesar, Gurugram, Haryana 122051' },
      { term: 'Consumer care', value: 'BirdShield India Private Limited, Plot No. 27, Sector 8, IMT Manesar, Gurugram, Haryana 122051. +91 98765 43210, care@birdshield.example' },
    ],
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every declaration, long addresses included, photographed at a phone's and a desktop's width. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Product details' });
    const terms = within(list).getAllByRole('term');
    const values = within(list).getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(args.details.map((detail) => detail.term));
    await expect(values.map((value) => value.textContent)).toEqual(args.details.map((detail) => detail.value));
    // Each value sits beside its term, on the term's line.
    for (const [index, term] of terms.entries()) {
      await expect(Math.round(values[index]!.getBoundingClientRect().top)).toBe(Math.round(term.getBoundingClientRect().top));
    }
  },
};
