/**
 * The router mounts exactly the pages `@shop/rules/adminPaths` lists: the API answers those with the app
 * and every other path below /admin with a 404, so a page added here without being listed there (or
 * listed there without a page) fails here first.
 */
import { ADMIN_SECTION_PAGES } from '@shop/rules/adminPaths';
import { describe, expect, it } from 'vitest';
import { sectionOf, sectionRoutes, sections } from '../src/app/routes';

describe('the back-office pages', () => {
  it('are the ones the shared list names, section by section', () => {
    const mounted = Object.fromEntries(sectionRoutes().map((section) => [section.path, section.children.map((route) => (route.index ? '' : route.path))]));
    expect(mounted).toEqual(Object.fromEntries(Object.entries(ADMIN_SECTION_PAGES).map(([section, pages]) => [section, [...pages]])));
  });

  it('have one navigation entry each, the settings pages theirs under one path', () => {
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
    // Sections sharing a path are told apart by the page each starts at.
    for (const section of sections.filter((one) => sections.some((other) => other !== one && other.path === one.path))) {
      expect(section.start, section.id).toBeDefined();
      expect(sectionOf(`/${section.path}/${section.start}`)?.id).toBe(section.id);
    }
    expect(sectionOf('/settings/delivery')?.id).toBe('delivery-settings');
    expect(sectionOf('/settings/notifications')?.id).toBe('notification-settings');
    expect(sectionOf('/settings/returns')?.id).toBe('return-settings');
    expect(sectionOf('/orders/12')?.id).toBe('orders');
  });
});
