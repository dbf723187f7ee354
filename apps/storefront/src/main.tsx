import '@shop/ui/global.css';
import { reloadOnStaleBuild } from '@shop/rules/releases';
import { lightTheme } from '@shop/ui/theme';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setUpShopApi } from './app/api';
import { router } from './app/router';
import { createStore } from './app/store';
import { persistCart } from './features/cart/persistCart';

// A page loaded before a release reloads once when its next page's script is gone (a new build is out).
reloadOnStaleBuild(window, '/');

// On <html>, so the body's background and type read the theme's variables too.
document.documentElement.classList.add(lightTheme);

setUpShopApi();
const store = createStore();
persistCart(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition, so React renders the first page in slices and the phone's main thread stays free for
// input between them, instead of one long task over the whole shell.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
