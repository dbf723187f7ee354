import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PACKS, SPIKES } from '../testProducts';
import { ProductDeclarations } from './ProductDeclarations';

const DECLARED = {
  generic_name: 'Bird spikes',
  country_of_origin: { code: 'CN', name: 'China' },
  maker: { kind: 'importer' as const, name: 'BirdShield India Private Limited', address: 'Andheri East, Mumbai 400069' },
  consumer_care: { name: 'BirdShield India Private Limited', address: 'Andheri East, Mumbai 400069', phone: '+91 98765 43210', email: 'care@example.in' },
};
const PACKED = [
  { ...PACKS[0]!, net_quantity: '10 pieces', made_month: '2026-08' },
  { ...PACKS[1]!, net_quantity: '20 pieces', made_month: null },
];

/** The list as text: each term with its value. */
const rowsOf = (html: string) => [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, term, value]) => `${term}: ${value}`);

describe('the product details a pack declares', () => {
  it('lists the chosen pack’s declarations, its maker as the kind it is, in the first HTML', () => {
    const html = renderToStaticMarkup(<ProductDeclarations product={{ ...SPIKES, variants: PACKED, declarations: DECLARED }} variant={PACKED[1]} />);
    expect(html).toContain('Product details');
    expect(rowsOf(html)).toEqual([
      'Generic name: Bird spikes',
      'Net quantity: 20 pieces',
      'M.R.P.: ₹1,299 (incl. of all taxes)',
      'Month of manufacture: As printed on the pack',
      'Country of origin: China',
      'Imported by: BirdShield India Private Limited, Andheri East, Mumbai 400069',
      'Consumer care: BirdShield India Private Limited, Andheri East, Mumbai 400069. +91 98765 43210, care@example.in',
    ]);
  });

  it('shows the default pack before a choice, and says which declarations are still being given', () => {
    const html = renderToStaticMarkup(
      <ProductDeclarations product={{ ...SPIKES, variants: [{ ...PACKS[0]!, net_quantity: null, made_month: '2026-08' }], declarations: { ...DECLARED, generic_name: null, maker: null } }} variant={undefined} />,
    );
    expect(rowsOf(html)).toEqual(
      expect.arrayContaining(['Generic name: Being updated', 'Net quantity: Being updated', 'Month of manufacture: August 2026', 'Manufactured by: Being updated']),
    );
  });

  it('shows nothing for an answer without declarations (an older server)', () => {
    expect(renderToStaticMarkup(<ProductDeclarations product={SPIKES} variant={undefined} />)).toBe('');
  });
});
