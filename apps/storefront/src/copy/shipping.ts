/**
 * The shop's free-shipping promise as the storefront words it (the product page's assurances, the listing's reasons
 * to shop with us), made from the owner's shipping rule (features/shipping/shippingRule.ts).
 */
export const shippingCopy = {
  everyOrder: 'Free shipping on every order',
  /** `amount` as the shop writes rupees: "₹999". */
  fromAmount: (amount: string) => `Free shipping on orders of ${amount} or more`,
};
