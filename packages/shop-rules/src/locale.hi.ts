/** The storefront's Hindi build's locale: Hindi as written in India, its digits the same as English's (1,00,000). */
export const SHOP_LOCALE: string = 'hi-IN';
