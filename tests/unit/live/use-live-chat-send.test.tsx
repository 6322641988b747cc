/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useLiveChat } from '@/lib/live/use-live-chat';
import type { ChatMessage } from '@/lib/live/schemas';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));
const login = jest.fn(async () => undefined);
jest.mock('@/components/live/use-login-action', () => ({ useLoginAction: () => login }));

/** The room's stream: the test plays its messages. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener() {}
  close() {}
}

const message = (id: number, content = `m${id}`): ChatMessage => ({
  id,
  roomId: 7,
  userId: 1,
  nickname: 'a',
  role: 'viewer',
  content,
  createdAt: '',
});
type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const posted: unknown[] = [];

beforeEach(() => {
  replies = [];
  posted.length = 0;
  login.mockClear();
  (globalThis as unknown as { EventSource: typeof FakeEventSource }).EventSource = FakeEventSource;
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    posted.push(JSON.parse(init?.body ?? '{}'));
    const reply = replies.shift() ?? { status: 500, body: { code: 1000, message: '' } };
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

describe('useLiveChat send', () => {
  it('the sent message joins the list in id order, and its echo on the stream is not shown twice', async () => {
    replies = [{ status: 200, body: { code: 200, data: message(5, '你好') } }];
    const { result } = renderHook(() => useLiveChat(7));
    act(() => FakeEventSource.last?.onmessage?.({ data: JSON.stringify(message(6)) } as MessageEvent<string>));
    await act(async () => {
      await expect(result.current.send('你好')).resolves.toMatchObject({ id: 5 });
    });
    expect(posted).toEqual([{ content: '你好' }]);
    act(() => FakeEventSource.last?.onmessage?.({ data: JSON.stringify(message(5, '你好')) } as MessageEvent<string>));
    expect(result.current.messages.map((item) => item.id)).toEqual([5, 6]);
  });

  it('a refused send rejects with the server message (the composer keeps the draft); an expired session is a message, not a redirect', async () => {
    replies = [
      { status: 429, body: { code: 4003, message: '发言太频繁，请稍后再试' } },
      { status: 401, body: { code: 2009, message: '用户token已经失效' } },
    ];
    const { result } = renderHook(() => useLiveChat(7));
    await act(async () => {
      await expect(result.current.send('一')).rejects.toMatchObject({ message: '发言太频繁，请稍后再试' });
    });
    await act(async () => {
      await expect(result.current.send('二')).rejects.toMatchObject({ code: 2009 });
    });
    expect(login).not.toHaveBeenCalled();
    expect(result.current.messages).toEqual([]);
  });
});
