// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { FormDialog } from './FormDialog';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

it('names each of its buttons once: the corner’s cross is Close, the footer’s Cancel', async () => {
  const words = { title: 'Record a remittance', cancel: 'Cancel', submit: 'Record remittance', pending: 'Recording…', problem: 'Not recorded' };
  await act(async () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <FormDialog isOpen onClose={() => {}} words={words} onSubmit={async () => {}} isPending={false} problem={null} fields={[]} fieldLabels={{}}>
        <p>Fields</p>
      </FormDialog>,
    );
  });
  const names = [...document.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim());
  expect(names.filter((name) => name === 'Cancel')).toHaveLength(1);
  expect(names).toEqual(expect.arrayContaining(['Close', 'Cancel', 'Record remittance']));
});
