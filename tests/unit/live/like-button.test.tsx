/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LikeButton } from '@/components/live/like-button';
import { TeacherInfoScreen } from '@/components/live/teacher-info-screen';
import type { TeacherDetail } from '@/lib/live/server';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
const toasts: string[] = [];
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: () => () => undefined,
}));

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const calls: Array<{ url: string; method: string }> = [];

beforeEach(() => {
  calls.length = 0;
  toasts.length = 0;
  global.fetch = jest.fn(async (url: string, init?: { method?: string }) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    const reply = replies.shift() ?? { status: 200, body: { code: 200, data: { roomId: 1, likes: 0, mine: 0 } } };
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

describe('LikeButton', () => {
  it('shows the room’s count, and a tap stores a like upstream and shows the new count', async () => {
    replies = [
      { status: 200, body: { code: 200, data: { roomId: 1, likes: 41, mine: 0 } } },
      { status: 200, body: { code: 200, data: { roomId: 1, likes: 42, mine: 1 } } },
    ];
    render(<LikeButton roomId={1} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('41'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /点赞/ }));
    });
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('42'));
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /h5/api/live/rooms/1/likes',
      'POST /h5/api/live/rooms/1/likes',
    ]);
  });

  it('a tap over the limit says so and keeps the count', async () => {
    replies = [
      { status: 200, body: { code: 200, data: { roomId: 1, likes: 7, mine: 3 } } },
      { status: 429, body: { code: 4007, message: '点赞太频繁，请稍后再试' } },
    ];
    render(<LikeButton roomId={1} />);
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('7'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /点赞/ }));
    });
    await waitFor(() => expect(toasts).toEqual(['点赞太频繁，请稍后再试']));
    expect(screen.getByTestId('like-count').textContent).toBe('7');
  });
});

describe('the teacher page', () => {
  it('leads to the teacher’s fan group', () => {
    const teacher = {
      id: 3,
      name: '刘晓婷',
      avatar: '刘',
      title: '投顾',
      type: 'adviser',
      licenceNo: null,
      institution: 'x',
      registeredAt: null,
      intro: 'i',
      fans: 245000,
      popularity: 1,
      views: 1,
      answers: 1,
      roomId: 3,
      followed: false,
    };
    const detail = {
      teacher,
      room: {
        id: 3,
        title: '房间',
        status: 'offline',
        viewers: 0,
        heat: 0,
        notice: 'n',
        poster: '',
        streamUrl: null,
        replayUrl: null,
        currentProgram: null,
      },
      programs: [],
    } as unknown as TeacherDetail;
    render(<TeacherInfoScreen detail={detail} tab="live" />);
    expect(screen.getByTestId('fan-group-entry').getAttribute('href')).toBe('/fanGroupEquity/v2?teacherId=3');
  });
});
