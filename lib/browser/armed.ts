import { useEffect } from 'react';

export type ArmedSign =
  'hydrated' | 'chunkRecovery' | 'pullRefresh' | 'stockTap' | 'recentSearches' | 'keepAliveScroll';

/** Mounted instances per sign: the sign stays while any instance is armed. */
const armed = new Map<ArmedSign, number>();

/**
 * Observable sign that a component's native listeners are attached: `<html data-{kebab-name}="armed">` from
 * the effect after the one that attaches them, removed on cleanup. React attaches its own event props
 * at hydration, but listeners added in effects (touch gestures, delegated clicks) only exist once the
 * effect has run — on a busy phone or CI machine that can be well after the page has painted. E2e tests
 * wait for the sign instead of guessing when hydration ends.
 *
 * Call it after the hook that attaches the listeners (effects of one component run in order), or in a
 * parent of the component that attaches them (a child's effects run before its parent's).
 */
export function useArmedSign(name: ArmedSign, active = true): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    armed.set(name, (armed.get(name) ?? 0) + 1);
    root.dataset[name] = 'armed';
    return () => {
      const left = (armed.get(name) ?? 1) - 1;
      armed.set(name, left);
      if (left === 0) delete root.dataset[name];
    };
  }, [name, active]);
}
