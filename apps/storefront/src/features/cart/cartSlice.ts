import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product, ProductVariant } from '@shop/api-client';

/**
 * The one client-side cart (the product brief's `cartItems`). Prices here are only for display:
 * the server prices every order from its own catalogue.
 */
export type CartProduct = Pick<Product, 'id' | 'slug' | 'title' | 'image1' | 'price' | 'max_price'>;

/** A variant chosen on the product page: what the line buys, at its own price and M.R.P. */
type CartVariant = Pick<ProductVariant, 'id' | 'label' | 'price' | 'max_price'>;

/**
 * Which line: a product and the variant it buys. The variant is null for the product's default, which is what
 * product cards add, what a product with nothing to choose adds, and what carts stored before variants hold.
 */
export interface CartLineKey {
  id: number;
  variant: number | null;
}

export interface CartItem extends CartProduct, CartLineKey {
  /** The variant's label ("Pack of 20 (6 m)"), shown under the title; empty for none. */
  variantLabel: string;
  quantity: number;
  /** quantity × price, in rupees. */
  productTotal: number;
}

/** What Add To Cart puts in: a product, the variant chosen on its page (none for its default), how many (one). */
export interface CartAddition {
  product: CartProduct;
  variant?: CartVariant;
  quantity?: number;
}

export interface CartState {
  items: CartItem[];
  /** The coupon the shopper applied, as the shop writes it ("SPIKE10"); null for none. Kept until the order is placed. */
  couponCode: string | null;
}

/** What the shop's current answer about a line may change in it. */
const REFRESHED = ['slug', 'title', 'variantLabel', 'price', 'max_price'] as const;
export type LineRefresh = CartLineKey & Pick<CartItem, (typeof REFRESHED)[number]>;

/** Rupee amounts can carry paise; rounding to paise keeps 3 × 12.1 from showing 36.300000000000004. */
const toPaisePrecision = (rupees: number) => Math.round(rupees * 100) / 100;

/** quantity × price, in rupees to the paisa: a line's subtotal before any price break. */
export const lineSubtotal = (price: number, quantity: number) => toPaisePrecision(price * quantity);

/** The same product in two sizes is two lines. */
const isSameLine = (a: CartLineKey, b: CartLineKey) => a.id === b.id && a.variant === b.variant;

/** A line before its quantity. */
type CartLine = Omit<CartItem, 'quantity' | 'productTotal'>;

function withQuantity(item: CartLine, quantity: number): CartItem {
  return { ...item, quantity, productTotal: lineSubtotal(item.price, quantity) };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [], couponCode: null } as CartState,
  reducers: {
    /**
     * The product brief's rule: the same line again adds one; a new one starts at one. A variant brings its
     * own price and M.R.P.; without one the line is the product's default, at the product's.
     */
    addToCart(state, action: PayloadAction<CartAddition>) {
      const { product, variant, quantity = 1 } = action.payload;
      const line = lineOf(product, variant);
      const index = state.items.findIndex((item) => isSameLine(item, line));
      const existing = state.items[index];
      if (existing) state.items[index] = withQuantity(existing, existing.quantity + quantity);
      else state.items.push(withQuantity(line, quantity));
    },
    /** Edits below 1 (or not whole numbers) are ignored, as the product brief says. */
    setQuantity(state, action: PayloadAction<CartLineKey & { quantity: number }>) {
      const { quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const index = state.items.findIndex((item) => isSameLine(item, action.payload));
      const existing = state.items[index];
      if (existing) state.items[index] = withQuantity(existing, quantity);
    },
    removeFromCart(state, action: PayloadAction<CartLineKey>) {
      state.items = state.items.filter((item) => !isSameLine(item, action.payload));
    },
    /** The order was placed: its lines and its coupon are done with. */
    clearCart(state) {
      state.items = [];
      state.couponCode = null;
    },
    /** A coupon the shop said yes to, or null to take it off. */
    setCouponCode(state, action: PayloadAction<string | null>) {
      state.couponCode = action.payload;
    },
    /**
     * Some of the cart's lines as the shop answers them now, in the page's language: a sale that started or ended
     * since a line was added changes its price, and a title or a pack's label reads as the page does (a line added
     * on an English page shows its Hindi title on a Hindi cart). Other lines, and lines already so, stay as they are.
     */
    refreshLines(state, action: PayloadAction<readonly LineRefresh[]>) {
      for (const current of action.payload) {
        const index = state.items.findIndex((item) => isSameLine(item, current));
        const existing = state.items[index];
        if (existing && REFRESHED.some((field) => existing[field] !== current[field])) {
          state.items[index] = withQuantity({ ...existing, ...current }, existing.quantity);
        }
      }
    },
    /** Another tab changed the stored cart: take its copy. */
    replaceCart(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
});

/** Only the fields the cart shows (a whole product record would go stale in storage); a variant's price is its own. */
function lineOf({ id, slug, title, image1, price, max_price }: CartProduct, variant: CartVariant | undefined): CartLine {
  const line = { id, slug, title, image1, price, max_price };
  return variant
    ? { ...line, variant: variant.id, variantLabel: variant.label, price: variant.price, max_price: variant.max_price }
    : { ...line, variant: null, variantLabel: '' };
}

export const { addToCart, setQuantity, removeFromCart, clearCart, setCouponCode, refreshLines, replaceCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartCouponCode = (state: WithCart) => state.cart.couponCode;
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
export const selectCartSubtotal = (state: WithCart) =>
  toPaisePrecision(state.cart.items.reduce((sum, item) => sum + item.productTotal, 0));
