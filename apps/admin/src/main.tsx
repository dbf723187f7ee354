import '@shop/ui/global.css';
import { reloadOnStaleBuild } from '@shop/rules/releases';
import { lightTheme } from '@shop/ui/theme';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { setUpAdminApi } from './app/api';
import { router } from './app/router';
import { createStore } from './app/store';

// A page loaded before a release reloads once when its next page's script is gone (a new build is out).
reloadOnStaleBuild(window, '/admin/');

// On <html>, so the body's background and type read the theme's variables too.
document.documentElement.classList.add(lightTheme);

const store = createStore();
setUpAdminApi(store);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
