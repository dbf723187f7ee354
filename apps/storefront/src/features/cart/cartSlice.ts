import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Product } from '@shop/api-client';

/**
 * The one client-side cart (the product brief's `cartItems`). Prices here are only for display:
 * the server prices every order from its own catalogue.
 */
export type CartProduct = Pick<Product, 'id' | 'slug' | 'title' | 'image1' | 'price' | 'max_price'>;

export interface CartItem extends CartProduct {
  quantity: number;
  /** quantity × price, in rupees. */
  productTotal: number;
}

export interface CartState {
  items: CartItem[];
  /** The coupon the shopper applied, as the shop writes it ("SPIKE10"); null for none. Kept until the order is placed. */
  couponCode: string | null;
}

/** Rupee amounts can carry paise; rounding to paise keeps 3 × 12.1 from showing 36.300000000000004. */
const toPaisePrecision = (rupees: number) => Math.round(rupees * 100) / 100;

function withQuantity(item: CartProduct, quantity: number): CartItem {
  return { ...item, quantity, productTotal: toPaisePrecision(item.price * quantity) };
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { items: [], couponCode: null } as CartState,
  reducers: {
    /** The product brief's rule: the same product again adds one; a new product starts at one. */
    addToCart(state, action: PayloadAction<{ product: CartProduct; quantity?: number }>) {
      const { product, quantity = 1 } = action.payload;
      const index = state.items.findIndex((item) => item.id === product.id);
      const existing = state.items[index];
      if (existing) state.items[index] = withQuantity(existing, existing.quantity + quantity);
      else state.items.push(withQuantity(pick(product), quantity));
    },
    /** Edits below 1 (or not whole numbers) are ignored, as the product brief says. */
    setQuantity(state, action: PayloadAction<{ id: number; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isInteger(quantity) || quantity < 1) return;
      const index = state.items.findIndex((item) => item.id === id);
      const existing = state.items[index];
      if (existing) state.items[index] = withQuantity(existing, quantity);
    },
    removeFromCart(state, action: PayloadAction<{ id: number }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
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
     * The shop's current prices of some of the cart's products: a sale that started or ended since a line
     * was added changes its price. Lines of other products, and lines already at these prices, stay as they are.
     */
    updatePrices(state, action: PayloadAction<readonly Pick<CartProduct, 'id' | 'price' | 'max_price'>[]>) {
      for (const { id, price, max_price } of action.payload) {
        const index = state.items.findIndex((item) => item.id === id);
        const existing = state.items[index];
        if (existing && (existing.price !== price || existing.max_price !== max_price)) {
          state.items[index] = withQuantity({ ...existing, price, max_price }, existing.quantity);
        }
      }
    },
    /** Another tab changed the stored cart: take its copy. */
    replaceCart(state, action: PayloadAction<CartItem[]>) {
      state.items = action.payload;
    },
  },
});

/** Only the fields the cart shows; a whole product record would go stale in storage. */
function pick({ id, slug, title, image1, price, max_price }: CartProduct): CartProduct {
  return { id, slug, title, image1, price, max_price };
}

export const { addToCart, setQuantity, removeFromCart, clearCart, setCouponCode, updatePrices, replaceCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart) => state.cart.items;
export const selectCartCouponCode = (state: WithCart) => state.cart.couponCode;
export const selectCartCount = (state: WithCart) => state.cart.items.reduce((sum, item) => sum + item.quantity, 0);
export const selectCartSubtotal = (state: WithCart) =>
  toPaisePrecision(state.cart.items.reduce((sum, item) => sum + item.productTotal, 0));
