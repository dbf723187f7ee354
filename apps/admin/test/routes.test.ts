/**
 * The router mounts exactly the pages `@shop/rules/adminPaths` lists: the API answers those with the app
 * and every other path below /admin with a 404, so a page added here without being listed there (or
 * listed there without a page) fails here first.
 */
import { ADMIN_SECTION_PAGES } from '@shop/rules/adminPaths';
import { describe, expect, it } from 'vitest';
import { sections } from '../src/app/routes';

describe('the back-office pages', () => {
  it('are the ones the shared list names, section by section', () => {
    const mounted = Object.fromEntries(sections.map((section) => [section.path, section.routes.map((route) => (route.index ? '' : route.path))]));
    expect(mounted).toEqual(Object.fromEntries(Object.entries(ADMIN_SECTION_PAGES).map(([section, pages]) => [section, [...pages]])));
  });
});
