import { describe, expect, it } from 'vitest';
import { addressInLanguage, languageOfPath, languageWithCode, pathInLanguage, SHOP_LANGUAGES } from '../src/languages';

const [english, hindi] = SHOP_LANGUAGES;

describe('a path and its language', () => {
  it('finds a language by its code, and none for a code the shop does not speak', () => {
    expect(languageWithCode('hi')).toBe(SHOP_LANGUAGES[1]);
    expect(languageWithCode('en')).toBe(SHOP_LANGUAGES[0]);
    expect(languageWithCode('fr')).toBeUndefined();
    expect(languageWithCode(undefined)).toBeUndefined();
  });

  it('reads Hindi from its folder, and every other path as English', () => {
    expect(languageOfPath('/hi/products/bird-spikes')).toEqual({ language: hindi, path: '/products/bird-spikes' });
    expect(languageOfPath('/hi')).toEqual({ language: hindi, path: '/' });
    expect(languageOfPath('/hi/')).toEqual({ language: hindi, path: '/' });
    expect(languageOfPath('/products')).toEqual({ language: english, path: '/products' });
    // A product or article whose slug starts with "hi" is English's.
    expect(languageOfPath('/hindi-guide')).toEqual({ language: english, path: '/hindi-guide' });
    expect(languageOfPath('/')).toEqual({ language: english, path: '/' });
  });

  it('writes a path in each language, the home page without a trailing slash', () => {
    expect(pathInLanguage('/products', hindi)).toBe('/hi/products');
    expect(pathInLanguage('/', hindi)).toBe('/hi');
    expect(pathInLanguage('/products', english)).toBe('/products');
    expect(pathInLanguage('/', english)).toBe('/');
  });

  it("moves an address of English's page into a language's folder, query and all", () => {
    expect(addressInLanguage('https://shop.example/products?page=2', hindi)).toBe('https://shop.example/hi/products?page=2');
    expect(addressInLanguage('https://shop.example/', hindi)).toBe('https://shop.example/hi');
    expect(addressInLanguage('/category/Nets%20%26%20Mesh', hindi)).toBe('/hi/category/Nets%20%26%20Mesh');
    expect(addressInLanguage('https://shop.example/products', english)).toBe('https://shop.example/products');
  });
});
