/**
 * Price breaks by quantity: a variant may sell cheaper per unit from a quantity on (decision 052). A tier takes
 * a percentage off the variant's list price, or sets a price per unit. The API prices every line with
 * `priceLine` (the checkout's one sum then adds the lines up) and the product page's table is made by
 * `tiersOnOffer`, so what the page promises is what the cart and the order charge.
 */

/** One tier as stored: from `minQuantity` units, exactly one of a percentage off the list price or a set price per unit. */
export interface PriceTier {
  minQuantity: number;
  percentOff: number | null;
  unitPricePaise: number | null;
}

/** The tier's price per unit, from the variant's list price: a percentage's discount rounded to the paisa, halves up. */
export function tierUnitPricePaise(tier: PriceTier, listPricePaise: number): number {
  if (tier.unitPricePaise !== null) return tier.unitPricePaise;
  return listPricePaise - Math.floor((listPricePaise * (tier.percentOff ?? 0) * 2 + 100) / 200);
}

/** The tier a quantity reaches: the one with the highest minimum at or below it; null below every tier. */
export function tierForQuantity<Tier extends PriceTier>(tiers: readonly Tier[], quantity: number): Tier | null {
  let reached: Tier | null = null;
  for (const tier of tiers) if (tier.minQuantity <= quantity && (reached === null || tier.minQuantity > reached.minQuantity)) reached = tier;
  return reached;
}

export interface LineToPrice {
  /** The variant's own price, outside any sale. */
  listPricePaise: number;
  /** What one unit sells at now: a live sale's price, else the list price. */
  sellingPricePaise: number;
  tiers: readonly PriceTier[];
  quantity: number;
}

export interface PricedUnit {
  /** What each unit of the line is charged. */
  unitPricePaise: number;
  /** The minimum quantity of the tier that priced the line; null when the selling price did (no tier reached, or a sale at least as cheap). */
  tierMinQuantity: number | null;
  /** What the tier takes off the line, against the selling price; 0 without one. */
  tierSavingPaise: number;
}

/**
 * A line's unit price: the lower of the selling price and the price of the tier its quantity reaches. A sale and
 * a tier never stack, and a tier never costs more than the price without it; on a tie the sale priced the line.
 */
export function priceLine({ listPricePaise, sellingPricePaise, tiers, quantity }: LineToPrice): PricedUnit {
  const tier = tierForQuantity(tiers, quantity);
  const tierPricePaise = tier === null ? null : tierUnitPricePaise(tier, listPricePaise);
  if (tier === null || tierPricePaise === null || tierPricePaise >= sellingPricePaise) {
    return { unitPricePaise: sellingPricePaise, tierMinQuantity: null, tierSavingPaise: 0 };
  }
  return { unitPricePaise: tierPricePaise, tierMinQuantity: tier.minQuantity, tierSavingPaise: (sellingPricePaise - tierPricePaise) * quantity };
}

/** One row of the product page's table: from how many units, what each costs then, and how much below the list price that is. */
export interface TierOnOffer {
  minQuantity: number;
  unitPricePaise: number;
  /** Whole per cent below the list price, rounded down, so the page never promises more than is taken. */
  percentBelowList: number;
}

/**
 * The tiers a shopper gains by now, lowest quantity first: each at the price `priceLine` would charge at its
 * minimum. A tier no cheaper than the selling price (a live sale's at least as low) is left out: buying more gives nothing more.
 */
export function tiersOnOffer(listPricePaise: number, sellingPricePaise: number, tiers: readonly PriceTier[]): TierOnOffer[] {
  return [...tiers]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .flatMap((tier) => {
      const priced = priceLine({ listPricePaise, sellingPricePaise, tiers, quantity: tier.minQuantity });
      if (priced.tierMinQuantity !== tier.minQuantity) return [];
      const percentBelowList = Math.floor(((listPricePaise - priced.unitPricePaise) * 100) / listPricePaise);
      return [{ minQuantity: tier.minQuantity, unitPricePaise: priced.unitPricePaise, percentBelowList }];
    });
}
