import { configureStore } from '@reduxjs/toolkit';
import { shopApi } from '../../src';

/** A store wired the way the storefront wires it: the shopApi reducer and middleware. */
export function createTestStore() {
  return configureStore({
    reducer: { [shopApi.reducerPath]: shopApi.reducer },
    // The dev-only invariant checks stay on; their timing warnings are noise on a slow CI machine.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }).concat(
        shopApi.middleware,
      ),
  });
}

