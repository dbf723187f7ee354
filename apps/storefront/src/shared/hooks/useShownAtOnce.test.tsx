// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useShownAtOnce } from './useShownAtOnce';

// React's `act` needs to know it runs in a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let shown: string[];
let change: (update: (current: string[]) => string[]) => void;
let setOwners: (value: string[]) => void;
let handedOver: string[][];

/** An owner that keeps what it is handed only when the test says so, as the address catches up late. */
function Owner() {
  const [value, setValue] = useState<string[]>([]);
  setOwners = setValue;
  return <Choices value={value} />;
}

function Choices({ value }: { value: string[] }) {
  [shown, change] = useShownAtOnce(value, (next) => handedOver.push(next));
  return null;
}

beforeEach(async () => {
  handedOver = [];
  root = createRoot(document.createElement('div'));
  await act(async () => root.render(<Owner />));
});
afterEach(() => act(() => root.unmount()));

it('shows a change before the owner has it, and hands it over', async () => {
  await act(async () => change((current) => [...current, 'Plastic']));

  expect(shown).toEqual(['Plastic']);
  expect(handedOver).toEqual([['Plastic']]);
});

it('builds a second change on the first, though the owner has neither yet', async () => {
  await act(async () => {
    change((current) => [...current, 'Plastic']);
    change((current) => [...current, 'Stainless Steel']);
  });

  expect(shown).toEqual(['Plastic', 'Stainless Steel']);
  expect(handedOver.at(-1)).toEqual(['Plastic', 'Stainless Steel']);
});

it("shows the owner's value once it changes, whatever was shown", async () => {
  await act(async () => change((current) => [...current, 'Plastic']));
  await act(async () => setOwners([]));

  expect(shown).toEqual([]);
  await act(async () => change((current) => [...current, 'Aluminium']));
  expect(handedOver.at(-1)).toEqual(['Aluminium']);
});
