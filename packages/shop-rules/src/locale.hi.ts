/** The storefront's Hindi build's locale: Hindi as written in India, its digits the same as English's (1,00,000). */
import type { LanguageCode } from './languages';

export const SHOP_LOCALE: string = 'hi-IN';
export const SHOP_LANGUAGE: LanguageCode = 'hi';
