import { expect, it, vi } from 'vitest';

/**
 * Making the first number formatter loads the browser's number data (ICU), a long piece of a phone's
 * time. @internationalized/number (under react-aria's number field) made one for de-DE as its module
 * loaded, inside the shell's evaluation; patches/@internationalized__number@*.patch makes it only when a
 * formatter with `signDisplay` needs it. main.tsx makes the shop's first one in a task of its own.
 */
it('loads react-aria’s number field without making a number formatter', async () => {
  const made = vi.spyOn(Intl, 'NumberFormat');

  const { NumberField } = await import('react-aria-components/NumberField');

  expect(NumberField).toBeDefined();
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
