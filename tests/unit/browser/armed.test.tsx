/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { useArmedSign } from '@/lib/browser/armed';

const sign = () => document.documentElement.getAttribute('data-stock-tap');

function Delegate({ active = true, seen }: { active?: boolean; seen?: string[] }) {
  // A listener attached in an effect before the sign, as the delegates do.
  useEffect(() => {
    seen?.push(`listener:${sign()}`);
  }, [seen]);
  useArmedSign('stockTap', active);
  return null;
}

test('the sign shows only after the effect that attaches the listener has run', () => {
  const seen: string[] = [];
  const view = render(<Delegate seen={seen} />);
  expect(seen).toEqual(['listener:null']);
  expect(sign()).toBe('armed');
  view.unmount();
  expect(sign()).toBeNull();
});

test('with two instances the sign stays until the last one unmounts', () => {
  const first = render(<Delegate />);
  const second = render(<Delegate />);
  first.unmount();
  expect(sign()).toBe('armed');
  second.unmount();
  expect(sign()).toBeNull();
});

test('an inactive instance (outside the app) shows no sign, and turning it on arms it', () => {
  const view = render(<Delegate active={false} />);
  expect(sign()).toBeNull();
  view.rerender(<Delegate active />);
  expect(sign()).toBe('armed');
  view.rerender(<Delegate active={false} />);
  expect(sign()).toBeNull();
  view.unmount();
});
