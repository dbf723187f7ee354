/**
 * The shoppers a benchmark measures pages for, brought about as the journeys bring them about: a guest fills the
 * cart by pressing Add To Cart on three product pages; a customer signs up with the code the shop mails, saves an
 * address and signs in on the login page; the owner makes a coupon through the back-office API. The cart and the
 * session live in the browser's storage (features/cart/cartStorage.ts, features/session/sessionStorage.ts), and the
 * cart's copy in a cookie the server renders the cart page from (features/cart/cartCookie.ts), so a state is kept as
 * the origin's localStorage and cookies the shop itself wrote, and put back before each measured load.
 */
import { expect, request, type APIRequestContext, type BrowserContext, type Cookie, type Page } from '@playwright/test';
import { backOfficeTokenOf } from '../backOffice';
import { productTitled, withPuneAddress, type ApiProduct } from '../cashOnDelivery';
import { waitingForHydration } from '../fixtures';
import { login, newCustomer, signUp } from '../journeys';
import { OWNER, origin } from './shop';

/** The origin's localStorage and cookies as the shop wrote them: what a page is loaded with. */
export interface StoredState {
  localStorage: { name: string; value: string }[];
  cookies: Cookie[];
}

/** A first visit's: nothing stored. */
export const NOTHING_STORED: StoredState = { localStorage: [], cookies: [] };

/** The three products the cart holds, each a product page's Add To Cart away. */
const CART_TITLES = ['Stainless Steel Bird Spikes', 'Polycarbonate Bird Spikes, Clear', 'Anti-Bird Net – Nylon'];

/** What the measured pages are loaded with besides a first visit's empty storage. */
interface Shoppers {
  /** A guest with three lines in the cart. */
  guestCart: StoredState;
  /** A signed-in customer with an address saved and the same three lines. */
  signedInCart: StoredState;
}

export function shopApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: origin });
}

/** A guest's three-line cart, made with `context`'s pages and checked on the cart page; `context` is left without it. */
export async function guestWithCart(context: BrowserContext, api: APIRequestContext): Promise<{ storage: StoredState; titles: string[] }> {
  const page = waitingForHydration(await context.newPage());
  try {
    const { storage, products } = await fillCart(page, api);
    return { storage, titles: products.map((product) => product.title) };
  } finally {
    await forgetStorage(page);
    await page.close();
  }
}

/** A guest's three-line cart and then the same cart signed in, made with `context`'s pages, each checked on its page. */
export async function prepareShoppers(context: BrowserContext, api: APIRequestContext): Promise<Shoppers> {
  const page = waitingForHydration(await context.newPage());
  try {
    const { storage: guestCart, products } = await fillCart(page, api);
    const customer = await signUp(api, newCustomer());
    await withPuneAddress(api, customer);
    await page.goto(`${origin}/signup`);
    await login(page, customer);
    // A sign-in gives the cart to the shop a moment after it settles (keepCartOnServer.ts), and notes what it gave.
    await expect.poll(async () => (await storedState(page.context())).localStorage.some((item) => item.name === 'cartSent'), { timeout: 15_000 }).toBe(true);
    await page.goto(`${origin}/checkout`);
    await expect(page.getByRole('radio', { name: customer.name })).toBeChecked();
    await expectLines(page, products);
    const signedInCart = await storedState(page.context());
    return { guestCart, signedInCart };
  } finally {
    await forgetStorage(page);
    await page.close();
  }
}

/** Add To Cart on each of the three products' pages, from an empty cart; the cart page then shows the three lines. */
async function fillCart(page: Page, api: APIRequestContext): Promise<{ storage: StoredState; products: ApiProduct[] }> {
  const products = await Promise.all(CART_TITLES.map((title) => productTitled(api, title)));
  await forgetStorage(page);
  for (const [index, product] of products.entries()) await addToCart(page, product, index + 1);
  const storage = await storedState(page.context());
  await page.goto(`${origin}/cart`);
  await expectLines(page, products);
  return { storage, products };
}

async function addToCart(page: Page, product: ApiProduct, count: number): Promise<void> {
  await page.goto(`${origin}/products/${product.slug}`);
  await page.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` })).toBeVisible();
}

async function expectLines(page: Page, products: ApiProduct[]): Promise<void> {
  for (const product of products) await expect(page.getByRole('main')).toContainText(product.title);
}

async function storedState(context: BrowserContext): Promise<StoredState> {
  const { origins, cookies } = await context.storageState();
  const host = new URL(origin).hostname;
  return {
    localStorage: origins.find((stored) => stored.origin === origin)?.localStorage ?? [],
    cookies: cookies.filter((cookie) => cookie.domain === host),
  };
}

/**
 * Makes the origin's localStorage and cookies hold exactly `state`, from a document of the shop that runs no script
 * (robots.txt), so nothing of the shop is loaded, cached or written on the way.
 */
export async function putStorage(page: Page, state: StoredState): Promise<void> {
  const context = page.context();
  await context.clearCookies({ domain: new URL(origin).hostname });
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((items) => {
    localStorage.clear();
    for (const { name, value } of items) localStorage.setItem(name, value);
  }, state.localStorage);
}

const forgetStorage = (page: Page) => putStorage(page, NOTHING_STORED);

/** A live coupon of 10% off any order, made by the owner through the back-office API; answers its code. */
export async function liveCoupon(api: APIRequestContext): Promise<string> {
  await signUp(api, newCustomer(OWNER));
  const token = await backOfficeTokenOf(api, OWNER);
  const code = 'BENCH10';
  const hour = 60 * 60 * 1000;
  const created = await api.post('/api/admin/coupons/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      code,
      percent_off: 10,
      amount_off_paise: null,
      min_order_paise: 0,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 48 * hour).toISOString(),
      total_limit: null,
      per_customer_limit: null,
      category_ids: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return code;
}
