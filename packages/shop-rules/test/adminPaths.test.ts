import { describe, expect, it } from 'vitest';
import { isAdminPage } from '../src/adminPaths';

describe('the back-office pages', () => {
  it('tell a page of the app from any other path below /admin', () => {
    for (const page of ['/', '/sign-in', '/dashboard', '/orders', '/orders/12', '/orders/12/', '/products/new', '/legal-pages/terms', '/orders/tracking-updates', '/cod', '/settings/delivery', '/settings/notifications', '/settings/returns']) expect(isAdminPage(page), page).toBe(true);
    for (const other of ['/anything', '/.env', '/orders/12/edit', '/settings', '/cod/12', '/sign-in/again', '/constructor', '/__proto__']) expect(isAdminPage(other), other).toBe(false);
  });
});
