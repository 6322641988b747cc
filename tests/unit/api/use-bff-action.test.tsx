/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useBffAction, type BffActionOptions } from '@/lib/api/use-bff-action';
import { getQueryClient } from '@/lib/query/client';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
const toasts: string[] = [];
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));
const login = jest.fn(async () => undefined);
jest.mock('@/components/live/use-login-action', () => ({ useLoginAction: () => login }));

type Reply = { status: number; body: unknown } | 'offline';
let replies: Reply[] = [];
const calls: Array<{ url: string; method?: string; body?: unknown; headers: Record<string, string> }> = [];
let release: (() => void) | null = null;
let hold = false;

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  replies = [];
  hold = false;
  refresh.mockClear();
  login.mockClear();
  global.fetch = jest.fn(
    async (url: string, init?: { method?: string; body?: string; headers?: Record<string, string> }) => {
      calls.push({
        url,
        method: init?.method,
        body: init?.body ? JSON.parse(init.body) : undefined,
        headers: init?.headers ?? {},
      });
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      const reply = replies.shift() ?? { status: 200, body: { code: 200, data: { ok: true } } };
      if (reply === 'offline') throw new TypeError('Failed to fetch');
      return { status: reply.status, json: async () => reply.body } as Response;
    },
  ) as unknown as typeof fetch;
});

function Probe({ input = 'a', ...options }: Partial<BffActionOptions<string, { ok: boolean }>> & { input?: string }) {
  const action = useBffAction<string, { ok: boolean }>({
    action: (value, send) => send('/things', { value }),
    fallback: '操作失败，请稍后再试',
    ...options,
  });
  return (
    <div>
      <button type="button" onClick={() => void action.run(input)} disabled={false}>
        go
      </button>
      <span data-testid="busy">{String(action.busy)}</span>
      {action.error ? <p role="alert">{action.error}</p> : null}
    </div>
  );
}

const tap = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));

describe('useBffAction', () => {
  it('posts the body with the action id, refreshes the page and toasts the success', async () => {
    render(<Probe actionId="00000000-0000-4000-8000-000000000001" successToast="已完成" />);
    await tap();
    expect(calls).toEqual([
      {
        url: '/h5/api/things',
        method: 'POST',
        body: { value: 'a' },
        headers: { 'content-type': 'application/json', 'X-Action-Id': '00000000-0000-4000-8000-000000000001' },
      },
    ]);
    expect(toasts).toEqual(['已完成']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a double tap sends one request: a tap while busy is dropped', async () => {
    hold = true;
    const { rerender } = render(<Probe />);
    await tap();
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('true'));
    // Another input, so only the call in progress (not the 1000 ms rule) can hold it back.
    rerender(<Probe input="b" />);
    await tap();
    await act(async () => release?.());
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('busy').textContent).toBe('false'));
  });

  it('the same input again within 1000 ms is not sent; after it, or with another input, it is', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(10_000);
    const { rerender } = render(<Probe />);
    await tap();
    await tap();
    expect(calls).toHaveLength(1);
    rerender(<Probe input="b" />);
    await tap();
    expect(calls).toHaveLength(2);
    jest.spyOn(Date, 'now').mockReturnValue(11_001);
    await tap();
    expect(calls).toHaveLength(3);
    jest.restoreAllMocks();
  });

  it('a refusal shows the server message; a network failure shows its §8 text; nothing is refreshed', async () => {
    replies = [{ status: 409, body: { code: 3002, message: '财蛋数量不足' } }, 'offline'];
    const { rerender } = render(<Probe />);
    await tap();
    expect(screen.getByRole('alert').textContent).toBe('财蛋数量不足');
    rerender(<Probe input="b" />);
    await tap();
    expect(screen.getByRole('alert').textContent).toBe('网络连接失败，请稍后再试');
    expect(refresh).not.toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('a failure without a message shows the fallback, as a toast too when asked', async () => {
    replies = [{ status: 500, body: { code: 1000, message: '' } }];
    render(<Probe toastError />);
    await tap();
    expect(screen.getByRole('alert').textContent).toBe('操作失败，请稍后再试');
    expect(toasts).toEqual(['操作失败，请稍后再试']);
  });

  it('a missing session starts the login flow instead of showing an error (or shows 2008 when asked)', async () => {
    replies = [
      { status: 401, body: { code: 2008, message: '用户未登录，请登入' } },
      { status: 401, body: { code: 2008, message: '用户未登录，请登入' } },
    ];
    const { unmount } = render(<Probe />);
    await tap();
    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<Probe onLoginError="message" />);
    await tap();
    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('用户未登录，请登入');
  });

  it('invalidates the named queries instead of refreshing when asked', async () => {
    const invalidate = jest.spyOn(getQueryClient(), 'invalidateQueries');
    render(<Probe refresh={false} invalidate={[['vip', 'status']]} />);
    await tap();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vip', 'status'] });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('with rejects, a failure rejects with itself (after its message) and a dropped repeat rejects with 1005', async () => {
    const outcomes: string[] = [];
    function Rejecting() {
      const action = useBffAction<string, { ok: boolean }>({
        action: (value, send) => send('/things', { value }),
        fallback: '操作失败，请稍后再试',
        rejects: true,
      });
      const go = (input: string) =>
        action.run(input).then(
          (data) => void outcomes.push(`sent ${JSON.stringify(data)}`),
          (failure: { code: number; message: string }) => void outcomes.push(`${failure.code} ${failure.message}`),
        );
      return (
        <div>
          <button type="button" onClick={() => void go('a')}>
            a
          </button>
          <button type="button" onClick={() => void go('b')}>
            b
          </button>
          {action.error ? <p role="alert">{action.error}</p> : null}
        </div>
      );
    }
    jest.spyOn(Date, 'now').mockReturnValue(10_000);
    replies = [{ status: 429, body: { code: 1000, message: '发言太频繁' } }];
    render(<Rejecting />);
    const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
    await press('a');
    expect(screen.getByRole('alert').textContent).toBe('发言太频繁');
    // The same input again within 1000 ms is not sent, and says so instead of looking sent.
    await press('a');
    await press('b');
    expect(calls.map((call) => call.body)).toEqual([{ value: 'a' }, { value: 'b' }]);
    expect(outcomes).toEqual(['1000 发言太频繁', '1005 正在请求，请稍后', 'sent {"ok":true}']);
    jest.restoreAllMocks();
  });
});
