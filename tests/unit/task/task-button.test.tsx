/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TaskButton } from '@/components/task/task-button';
import type { Task } from '@/lib/task/schemas';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
const toasts: string[] = [];
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const calls: string[] = [];
const ok = (data: unknown): Reply => ({ status: 200, body: { code: 200, data } });

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  replies = [];
  refresh.mockClear();
  global.fetch = jest.fn(async (url: string, init?: { method?: string }) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const reply = replies.shift() ?? ok({});
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const task = (id: Task['id'], state: Task['state'] = 'todo') =>
  ({
    id,
    kind: 'daily',
    title: id === 'sign_in' ? '每日签到' : '分享',
    description: '',
    progress: 0,
    target: 1,
    unit: '次',
    reward: { type: 'caidan', units: 5 },
    state,
  }) as Task;

describe('task buttons', () => {
  it('签到 is one tap: signed in, the reward taken, and a toast says what was earned', async () => {
    replies = [
      ok({}),
      ok({ task_id: 'sign_in', period: '2026-11-20', reward: { type: 'caidan', units: 10 }, claimed_at: 'x' }),
    ];
    render(<TaskButton task={task('sign_in')} signedToday={false} actionId="a1" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '每日签到：签到' }));
    });
    expect(calls).toEqual(['POST /h5/api/tasks/sign-in', 'POST /h5/api/tasks/sign_in/claim']);
    expect(toasts).toEqual(['签到成功，获得10个财蛋']);
    expect(refresh).toHaveBeenCalled();
  });

  it('去分享 in a browser copies the link with a toast, and only then completes the task', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<TaskButton task={task('share')} signedToday actionId="a2" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '分享：去分享' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/h5/missonCenterShare'));
    expect(toasts).toEqual(['链接已复制，快去分享给好友吧']);
    expect(calls).toEqual(['POST /h5/api/tasks/share']);
  });

  it('去分享 that offers nothing (no share, no clipboard) does not complete the task', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) } });
    render(<TaskButton task={task('share')} signedToday actionId="a3" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '分享：去分享' }));
    });
    expect(toasts).toEqual(['分享失败，请稍后再试']);
    expect(calls).toEqual([]);
  });
});
