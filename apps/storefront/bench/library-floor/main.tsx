/**
 * The smallest page the client's stack allows: what every served page of the shop must load before it
 * answers, with none of the shop in it. React DOM hydrates; React Router's data router (the one the
 * server renders with) routes; RTK Query, through react-redux, reads one answer; one react-aria button
 * (the design system's every control is one) takes a press. `pnpm bench:floor` builds it as the
 * storefront is built and weighs it against the script budgets.
 */
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Button } from 'react-aria-components/Button';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router-dom';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    products: build.query<{ id: number; title: string }[], void>({ query: () => 'user/products/' }),
  }),
});

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
});

function Products() {
  const { data } = api.useProductsQuery();
  const navigate = useNavigate();
  return (
    <main>
      <Button onPress={() => void navigate('/cart')}>Cart</Button>
      {data?.map((product) => (
        <Link key={product.id} to={`/products/${product.id}`}>
          {product.title}
        </Link>
      ))}
    </main>
  );
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <div data-path={pathname}>
      <Outlet />
    </div>
  );
}

/** Where the button goes: a page of the router's own, so a press measures a move and not a missing page. */
function Cart() {
  return <h1>Cart</h1>;
}

const router = createBrowserRouter([
  { path: '/', Component: Layout, children: [{ index: true, Component: Products }, { path: 'cart', Component: Cart }] },
]);

hydrateRoot(
  document.getElementById('root')!,
  <Provider store={store}>
    <RouterProvider router={router} />
  </Provider>,
);
