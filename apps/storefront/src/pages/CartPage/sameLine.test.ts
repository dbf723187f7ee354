import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../features/cart/cartSlice';
import { sameLine } from './sameLine';

const NET: CartItem = { id: 4, slug: 'net', title: 'Bird Net', image1: '/media/n.webp', price: 500, max_price: 500, variant: null, variantLabel: '', quantity: 10, productTotal: 5000 };
const tier = () => ({ minQuantity: 10, unitPricePaise: 45000, lineTotalPaise: 450000, savingPaise: 50000 });
const onRemove = () => undefined;

describe('sameLine', () => {
  it('keeps a line whose item and price break are unchanged, though the answer made new objects', () => {
    expect(sameLine({ item: NET, tier: tier(), onRemove }, { item: NET, tier: tier(), onRemove })).toBe(true);
    expect(sameLine({ item: NET, tier: undefined, onRemove }, { item: NET, tier: undefined, onRemove })).toBe(true);
  });

  it('draws a line again for a new item, a new price break or a new handler', () => {
    expect(sameLine({ item: NET, tier: tier() }, { item: { ...NET, quantity: 11 }, tier: tier() })).toBe(false);
    expect(sameLine({ item: NET, tier: undefined }, { item: NET, tier: tier() })).toBe(false);
    expect(sameLine({ item: NET, tier: tier() }, { item: NET, tier: { ...tier(), lineTotalPaise: 449000 } })).toBe(false);
    expect(sameLine({ item: NET, tier: undefined, onRemove }, { item: NET, tier: undefined, onRemove: () => undefined })).toBe(false);
  });
});
