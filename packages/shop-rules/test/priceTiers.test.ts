import { describe, expect, it } from 'vitest';
import { priceLine, tierForQuantity, tierUnitPricePaise, tiersOnOffer, type PriceTier } from '../src/priceTiers';

const tenPercentFromTen: PriceTier = { minQuantity: 10, percentOff: 10, unitPricePaise: null };
const setPriceFromFifty: PriceTier = { minQuantity: 50, percentOff: null, unitPricePaise: 80_000 };
const tiers = [setPriceFromFifty, tenPercentFromTen];

describe('a tier’s price per unit', () => {
  it('takes its percentage off the list price, rounded to the paisa, halves up', () => {
    expect(tierUnitPricePaise({ minQuantity: 2, percentOff: 10, unitPricePaise: null }, 1_005)).toBe(904); // 100.5 off rounds to 101
    expect(tierUnitPricePaise({ minQuantity: 2, percentOff: 10, unitPricePaise: null }, 1_004)).toBe(904); // 100.4 off rounds to 100
  });

  it('is the set price when the tier sets one', () => {
    expect(tierUnitPricePaise(setPriceFromFifty, 100_000)).toBe(80_000);
  });
});

describe('which tier a quantity reaches', () => {
  it('is the highest minimum at or below the quantity, whatever the order stored', () => {
    expect(tierForQuantity(tiers, 9)).toBeNull();
    expect(tierForQuantity(tiers, 10)).toBe(tenPercentFromTen);
    expect(tierForQuantity(tiers, 49)).toBe(tenPercentFromTen);
    expect(tierForQuantity(tiers, 50)).toBe(setPriceFromFifty);
  });
});

describe('a line’s unit price', () => {
  const list = 100_000;

  it('is the selling price without tiers, or below the first tier', () => {
    expect(priceLine({ listPricePaise: list, sellingPricePaise: list, tiers: [], quantity: 100 })).toEqual({ unitPricePaise: list, tierMinQuantity: null, tierSavingPaise: 0 });
    expect(priceLine({ listPricePaise: list, sellingPricePaise: list, tiers, quantity: 9 })).toEqual({ unitPricePaise: list, tierMinQuantity: null, tierSavingPaise: 0 });
  });

  it('is the tier’s from exactly its minimum quantity, with the saving over the line', () => {
    expect(priceLine({ listPricePaise: list, sellingPricePaise: list, tiers, quantity: 10 })).toEqual({ unitPricePaise: 90_000, tierMinQuantity: 10, tierSavingPaise: 100_000 });
    expect(priceLine({ listPricePaise: list, sellingPricePaise: list, tiers, quantity: 50 })).toEqual({ unitPricePaise: 80_000, tierMinQuantity: 50, tierSavingPaise: 1_000_000 });
  });

  it('takes a tier’s percentage off the list price, never off a sale’s price: the two do not stack', () => {
    // A 5% sale (95,000) and a 10% tier: the tier's 90,000, not 10% off the sale's price.
    const priced = priceLine({ listPricePaise: list, sellingPricePaise: 95_000, tiers, quantity: 10 });
    expect(priced).toEqual({ unitPricePaise: 90_000, tierMinQuantity: 10, tierSavingPaise: 50_000 });
  });

  it('keeps a sale’s price when it is as low as the tier’s or lower', () => {
    expect(priceLine({ listPricePaise: list, sellingPricePaise: 85_000, tiers, quantity: 10 })).toEqual({ unitPricePaise: 85_000, tierMinQuantity: null, tierSavingPaise: 0 });
    expect(priceLine({ listPricePaise: list, sellingPricePaise: 90_000, tiers, quantity: 10 })).toEqual({ unitPricePaise: 90_000, tierMinQuantity: null, tierSavingPaise: 0 });
  });
});

describe('the tiers a product page offers', () => {
  it('lists each tier at its price, lowest quantity first, with the whole per cent below the list price', () => {
    expect(tiersOnOffer(99_900, 99_900, [{ minQuantity: 50, percentOff: null, unitPricePaise: 85_000 }, { minQuantity: 10, percentOff: 8, unitPricePaise: null }])).toEqual([
      { minQuantity: 10, unitPricePaise: 91_908, percentBelowList: 8 },
      { minQuantity: 50, unitPricePaise: 85_000, percentBelowList: 14 }, // 14.9% below: never promised as 15
    ]);
  });

  it('leaves out a tier that a live sale already beats', () => {
    expect(tiersOnOffer(100_000, 88_000, tiers)).toEqual([{ minQuantity: 50, unitPricePaise: 80_000, percentBelowList: 20 }]);
  });

  it('offers nothing without tiers', () => {
    expect(tiersOnOffer(100_000, 100_000, [])).toEqual([]);
  });
});
