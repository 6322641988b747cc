'use client';

import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { useLoginAction } from '@/components/live/use-login-action';
import { offerAppFirst } from '@/components/open-app/app-first-offer';
import { bffFetch, BffError, isLoginError } from '@/lib/api/client';
import { ERROR_MESSAGES } from '@/lib/errors';
import { getQueryClient } from '@/lib/query/client';
import { DEFAULT_DEBOUNCE_MS } from '@/lib/ui/debounce';
import { showToast } from '@/lib/ui/feedback';

/** SPEC §9 default debounce: the same action with the same input again within this time is not sent again. */
export const ACTION_DEBOUNCE_MS = DEFAULT_DEBOUNCE_MS;

/** The X-Action-Id header: the action id the page was rendered with, from which the BFF derives the Idempotency-Key. */
const ACTION_ID_HEADER = 'X-Action-Id';

export interface SendOptions {
  /** SPEC §7 showLoading: 加载中... while this call runs (default: the action's own setting). */
  showLoading?: boolean;
}

/** Posts one BFF write of the action (the action id attached); throws BffError like bffFetch. */
export type Send = <R = unknown>(path: string, body?: unknown, options?: SendOptions) => Promise<R>;

export interface BffActionOptions<V, T> {
  /** The write(s) for these variables, made through `send`. */
  action: (variables: V, send: Send) => Promise<T>;
  /** What the user reads when the failure carries no message of its own (a network or script error). */
  fallback: string;
  /** The action id of an idempotent route (lib/api/action-key): a retry of the same input makes the same key. */
  actionId?: string;
  /** 加载中... while each call runs. */
  showLoading?: boolean;
  /** Failures as a toast (besides `error`), for buttons without a place to print them. */
  toastError?: boolean;
  /** A toast after success. */
  successToast?: string | ((data: T, variables: V) => string);
  /** After success: re-render the page's server components (new data, a new action id). Default true. */
  refresh?: boolean;
  /** After success: refetch these queries of the page's islands. */
  invalidate?: QueryKey[];
  /** A missing or expired session: the login flow (default), or its §8 message like any other failure. */
  onLoginError?: 'login' | 'message';
  onSuccess?: (data: T, variables: V) => void;
  onError?: (message: string, error: unknown) => void;
  /**
   * An app-first action (SPEC §1: outside the native app most actions prompt to open it): its name in
   * the open-app offer (components/open-app/app-first-features), or a function naming it for these
   * variables (null: this run is not app-first, e.g. unfollowing). Outside the app the offer comes
   * before the run, and the run goes on only if the user continues in the browser (asked once per
   * feature and visit). In the app nothing changes. Leave it off money, compliance and login flows.
   */
  appFirst?: string | ((variables: V) => string | null);
  /**
   * `run` rejects instead of resolving undefined, for a caller whose own UI reads the thrown failure (a
   * form that keeps its draft unless the call went through): with the failure itself (after `error`,
   * the toast and `onError`), or with 1005 正在请求，请稍后 when the debounce dropped the call. A
   * declined app-first offer still resolves undefined.
   */
  rejects?: boolean;
}

export interface BffAction<V, T> {
  /** Runs the action; resolves with its data, or undefined when it failed or was a repeat within the debounce (see `rejects`). */
  run: (variables: V) => Promise<T | undefined>;
  busy: boolean;
  /** The variables of the call in progress (which of several buttons is busy). */
  pending: V | undefined;
  /** The failure's text (the server's §8 message, else `fallback`); cleared when the next call starts. */
  error: string | null;
  setError: (message: string | null) => void;
}

function sameInput(variables: unknown): string {
  return variables === undefined ? '' : JSON.stringify(variables);
}

/**
 * The one way a component writes through the BFF (on TanStack Query's useMutation): busy state, one
 * request per tap (SPEC §9 debounce: a second tap while busy, or with the same input within 1000 ms, is
 * dropped), the login flow on a missing session, the server's §8 message or the fallback as `error`
 * (and optionally a toast), then a success toast and the page's data refreshed.
 *
 * Every client write is either an action of this hook or a background beacon (`bffBeacon` in
 * lib/api/beacon: a watch heartbeat, nobody waiting for it); tests/unit/api/one-write-path.test.ts
 * fails on any other bffFetch write in components/ or lib/. A helper a write flow calls (the pay
 * channels in lib/pay/start-payment) takes the action's `send` instead of posting by itself.
 */
export function useBffAction<V = void, T = unknown>(options: BffActionOptions<V, T>): BffAction<V, T> {
  const router = useRouter();
  const login = useLoginAction();
  const { inApp } = useNativeContext();
  const [error, setError] = useState<string | null>(null);
  const last = useRef<{ input: string; at: number } | null>(null);
  const inFlight = useRef(false);

  const mutation = useMutation<T, unknown, V>(
    {
      // useMutation takes the options of the latest render, so this is the current action and action id.
      mutationFn: (variables) => {
        const current = options;
        const send: Send = (path, body, sendOptions) =>
          bffFetch(path, {
            method: 'POST',
            body: body ?? {},
            showLoading: sendOptions?.showLoading ?? current.showLoading,
            headers: current.actionId ? { [ACTION_ID_HEADER]: current.actionId } : undefined,
          });
        return current.action(variables, send);
      },
    },
    getQueryClient(),
  );

  const run = async (variables: V): Promise<T | undefined> => {
    const input = sameInput(variables);
    const dropped = () => {
      if (options.rejects) throw new BffError(1005, ERROR_MESSAGES[1005], 0);
      return undefined;
    };
    if (inFlight.current) return dropped();
    const appFirst = typeof options.appFirst === 'function' ? options.appFirst(variables) : options.appFirst;
    if (appFirst && !inApp) {
      if (!(await offerAppFirst(appFirst))) return undefined;
      if (inFlight.current) return dropped();
    }
    const now = Date.now();
    if (last.current && last.current.input === input && now - last.current.at < ACTION_DEBOUNCE_MS) return dropped();
    last.current = { input, at: now };
    inFlight.current = true;
    setError(null);
    const current = options;
    try {
      const data = await mutation.mutateAsync(variables);
      current.onSuccess?.(data, variables);
      const toast =
        typeof current.successToast === 'function' ? current.successToast(data, variables) : current.successToast;
      if (toast) void showToast(toast);
      for (const queryKey of current.invalidate ?? []) void getQueryClient().invalidateQueries({ queryKey });
      if (current.refresh ?? true) router.refresh();
      return data;
    } catch (failure) {
      if (isLoginError(failure) && (current.onLoginError ?? 'login') === 'login') {
        await login();
        if (current.rejects) throw failure;
        return undefined;
      }
      const message = failure instanceof BffError && failure.message ? failure.message : current.fallback;
      setError(message);
      if (current.toastError) void showToast(message);
      current.onError?.(message, failure);
      if (current.rejects) throw failure;
      return undefined;
    } finally {
      inFlight.current = false;
    }
  };

  return {
    run,
    busy: mutation.isPending,
    pending: mutation.isPending ? mutation.variables : undefined,
    error,
    setError,
  };
}
