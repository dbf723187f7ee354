import { configureStore } from '@reduxjs/toolkit';
import { adminApi } from '../../src/admin';

/** A store wired the way the back-office wires it: the adminApi reducer and middleware. */
export function createAdminTestStore() {
  return configureStore({
    reducer: { [adminApi.reducerPath]: adminApi.reducer },
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 500 }, serializableCheck: { warnAfter: 500 } }).concat(adminApi.middleware),
  });
}
