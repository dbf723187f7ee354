import { expect, it, vi } from 'vitest';
import { createPageOverrides } from './pageOverrides';

it("keeps the newest page's values: clearing an older page's leaves them, and only a change tells the reader", () => {
  const overrides = createPageOverrides();
  const reader = vi.fn();
  overrides.subscribe(reader);

  overrides.set('/products/a', { title: 'A' });
  overrides.set('/products/b', { title: 'B' });
  // The old page's cleanup runs after the new page has set its values.
  overrides.set('/products/a', null);
  expect(overrides.get()).toEqual({ pathname: '/products/b', value: { title: 'B' } });
  expect(reader).toHaveBeenCalledTimes(2);

  overrides.set('/products/b', null);
  expect(overrides.get()).toBeNull();
  expect(reader).toHaveBeenCalledTimes(3);
});
