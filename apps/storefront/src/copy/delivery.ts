/**
 * Words of the delivery promise: the product page's "Check delivery" and the answer the cart's pincode check
 * gives for the whole cart. All ours: the product brief names what the answer holds (the courier's date and
 * whether cash on delivery is offered), not its words.
 */
export const deliveryCopy = {
  /** The courier's answer under a pincode box. */
  answer: {
    deliverBy: (day: string) => `Delivery by ${day}`,
    deliverable: 'We deliver to this pincode',
    courier: (courier: string) => `Shipped by ${courier}`,
    cashOnDelivery: 'Cash on delivery available',
    noCashOnDelivery: 'Cash on delivery not available for this order',
    // Why not, as the estimate gives it; a shopper's own refused parcels are only known (and said) at checkout.
    noCashOnDeliveryBecause: {
      switched_off: 'Cash on delivery is not offered just now',
      not_serviceable: 'No courier collects cash at this pincode',
      over_limit: (limit: string) => `Cash on delivery is for orders up to ${limit}`,
    },
    notServiceable: 'Sorry, we can’t deliver to this pincode yet.',
    unknown: 'We can’t check the delivery date right now. You can still place your order.',
  },

  /** The product page's box, beside Add To Cart. */
  product: {
    label: 'Check delivery',
    hint: 'Enter your pincode to see when it arrives and whether you can pay on delivery.',
    check: 'Check',
    checking: 'Checking…',
    invalid: 'Please enter a valid 6-digit pincode.',
    failed: 'We could not check delivery just now. Please try again.',
  },
} as const;
