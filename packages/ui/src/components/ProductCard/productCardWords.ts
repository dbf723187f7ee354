/** The product card's buttons, when the page names them not. */
export const productCardWords = {
  buyNow: 'Buy Now',
  /** The cart button's name, given the product's title. */
  addToCart: (title: string) => `Add ${title} to cart`,
};
