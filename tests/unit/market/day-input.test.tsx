/** @jest-environment jsdom */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DayInput } from '@/components/market/view-blocks/day-input';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const picker = (
  <DayInput
    action="/tool/lhb/sales/active"
    date="2025-11-14"
    min="2025-11-11"
    max="2025-11-14"
    hidden={{ tab: 'buy' }}
  />
);

/** Server HTML in the page, optionally changed by the user, then hydrated as the browser would. */
async function hydrate(pickBefore?: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(picker);
  document.body.appendChild(container);
  const input = container.querySelector<HTMLInputElement>('#trading-day')!;
  if (pickBefore) input.value = pickBefore;
  await act(async () => {
    hydrateRoot(container, picker);
  });
  return input;
}

beforeEach(() => {
  replace.mockReset();
  document.body.innerHTML = '';
});

test('a day picked before the page hydrated still navigates, once, keeping the other parameters', async () => {
  await hydrate('2025-11-11');
  expect(replace).toHaveBeenCalledTimes(1);
  expect(replace).toHaveBeenCalledWith('/tool/lhb/sales/active?tab=buy&date=2025-11-11', { scroll: false });
});

test('hydrating an untouched picker navigates nowhere', async () => {
  await hydrate();
  expect(replace).not.toHaveBeenCalled();
});

test('after hydration a change navigates at once', async () => {
  const input = await hydrate();
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, '2025-11-12');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  expect(replace).toHaveBeenCalledWith('/tool/lhb/sales/active?tab=buy&date=2025-11-12', { scroll: false });
});
