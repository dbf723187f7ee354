import type { NavigateOptions } from 'react-router-dom';

// react-aria's links pass React Router's navigation options through (state, replace, …).
declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}
