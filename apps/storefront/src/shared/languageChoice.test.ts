// @vitest-environment happy-dom
import { SHOP_LANGUAGES } from '@shop/rules/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { preferredLanguage, rememberedLanguage, rememberLanguage } from './languageChoice';

const [english, hindi] = SHOP_LANGUAGES;

describe('the language a shopper prefers and chose', () => {
  afterEach(() => {
    // Expired long ago: a cookie set to expire now outlives the test in happy-dom when the clock has not moved on.
    document.cookie = 'shop_language=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it("takes the first of the browser's languages the shop speaks", () => {
    expect(preferredLanguage(['hi-IN', 'en-IN'], SHOP_LANGUAGES)).toBe(hindi);
    expect(preferredLanguage(['ta-IN', 'en-GB', 'hi'], SHOP_LANGUAGES)).toBe(english);
    expect(preferredLanguage(['HI'], SHOP_LANGUAGES)).toBe(hindi);
    expect(preferredLanguage(['ta-IN', 'fr'], SHOP_LANGUAGES)).toBeUndefined();
  });

  it('remembers a choice in a cookie, and knows none before', () => {
    expect(rememberedLanguage()).toBeUndefined();
    document.cookie = 'shop_language=; path=/';
    expect(rememberedLanguage()).toBeUndefined();
    rememberLanguage(hindi);
    expect(rememberedLanguage()).toBe('hi');
  });
});
