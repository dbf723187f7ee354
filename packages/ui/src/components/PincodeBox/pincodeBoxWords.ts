/** The pincode box's field, button, messages and its delivery answer, when the page gives none. */
export const pincodeBoxWords = {
  label: 'Pincode',
  check: 'Check',
  checking: 'Checking…',
  valid: 'Pincode validated',
  invalid: 'Please enter a valid pincode',
  failed: 'Could not check the pincode. Please try again.',
  /** The courier's delivery answer. */
  delivery: {
    deliverBy: (day: string) => `Delivery by ${day}`,
    deliverable: 'We deliver to this pincode',
    courier: (courier: string) => `Shipped by ${courier}`,
    cashOnDelivery: 'Cash on delivery available',
    noCashOnDelivery: 'Cash on delivery not available here',
    notServiceable: 'Sorry, we can’t deliver to this pincode yet.',
    unknown: 'We can’t check the delivery date right now. You can still place your order.',
  },
};
