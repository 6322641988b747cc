/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NativeContextProvider } from '@/components/app/native-context';
import { APP_FIRST_CONTINUED_KEY } from '@/components/open-app/app-first-features';
import { AppFirstHost } from '@/components/open-app/app-first-offer';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { NativeContext } from '@/lib/bridge/native-context';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));
jest.mock('@/components/live/use-login-action', () => ({ useLoginAction: () => async () => undefined }));

const calls: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    return { status: 200, json: async () => ({ code: 200, data: { ok: true } }) } as Response;
  }) as unknown as typeof fetch;
});

const BROWSER: NativeContext = { environment: 'browser', inApp: false, appVersion: null, os: 'ios' };
const WECHAT: NativeContext = { environment: 'wechat', inApp: false, appVersion: null, os: 'ios' };
const APP: NativeContext = { environment: 'app', inApp: true, appVersion: '2.0.60', os: 'ios' };

function Probe({ appFirst }: { appFirst: string | ((on: boolean) => string | null) }) {
  const action = useBffAction<boolean>({
    action: (on, send) => send('/likes', { on }),
    fallback: '操作失败',
    refresh: false,
    appFirst,
  });
  return (
    <>
      <button type="button" onClick={() => void action.run(true)}>
        like
      </button>
      <button type="button" onClick={() => void action.run(false)}>
        unlike
      </button>
    </>
  );
}

function renderAt(native: NativeContext, appFirst: string | ((on: boolean) => string | null) = '点赞', host = true) {
  return render(
    <NativeContextProvider value={native}>
      <Probe appFirst={appFirst} />
      {host ? <AppFirstHost /> : null}
    </NativeContextProvider>,
  );
}

const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('useBffAction appFirst', () => {
  it('in a browser, offers the app before the first run; continuing runs the action and is remembered for the visit', async () => {
    renderAt(BROWSER);
    await tap('like');
    const offer = await screen.findByRole('dialog', { name: '在财知道 App 内点赞体验更好' });
    expect(offer).toHaveTextContent('打开 App 后将回到当前页面继续操作');
    expect(calls).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '继续在浏览器中点赞' })));
    await waitFor(() => expect(calls).toEqual([{ url: '/h5/api/likes', body: { on: true } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(APP_FIRST_CONTINUED_KEY) ?? '[]')).toEqual(['点赞']);

    // The choice holds for the visit: the next run goes straight on.
    await tap('unlike');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a closed offer runs nothing and asks again on the next tap', async () => {
    renderAt(BROWSER);
    await tap('like');
    const offer = await screen.findByRole('dialog');
    await act(async () => fireEvent.keyDown(offer, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem(APP_FIRST_CONTINUED_KEY)).toBeNull();
    await tap('like');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('in WeChat, the offer explains the browser step when the open tag is not available', async () => {
    renderAt(WECHAT);
    await tap('like');
    const offer = await screen.findByRole('dialog', { name: '在财知道 App 内点赞体验更好' });
    expect(offer).toHaveTextContent('在浏览器打开');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '继续在浏览器中点赞' })));
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('in the app, the action runs at once', async () => {
    renderAt(APP);
    await tap('like');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a run the function does not name (unliking) is not app-first', async () => {
    renderAt(BROWSER, (on) => (on ? '点赞' : null));
    await tap('unlike');
    await waitFor(() => expect(calls).toEqual([{ url: '/h5/api/likes', body: { on: false } }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never a wall: without a host on the page the action runs', async () => {
    renderAt(BROWSER, '点赞', false);
    await tap('like');
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
