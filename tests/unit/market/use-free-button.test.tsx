/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { UseFreeButton } from '@/components/market/diagnosis/use-free-button';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push }) }));
const toasts: string[] = [];
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: () => () => undefined,
  notifyRequestError: async () => undefined,
}));

type Reply = { status: number; body: unknown } | 'offline';
let replies: Reply[] = [];
const bodies: Array<{ scene: string; code: string; request_id: string }> = [];

beforeEach(() => {
  bodies.length = 0;
  toasts.length = 0;
  push.mockClear();
  global.fetch = jest.fn(async (_url: string, init?: { body?: string }) => {
    bodies.push(JSON.parse(init?.body ?? '{}'));
    const reply = replies.shift() ?? { status: 200, body: { code: 200, data: { left: 2 } } };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

const confirm = () => act(async () => fireEvent.click(screen.getByTestId('use-free')));

describe('确认使用 (one free diagnosis)', () => {
  it('a retry after a lost answer sends the same request id, so the upstream spends one use', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    replies = ['offline'];
    render(<UseFreeButton scene="diagnosis" code="600519" label="确认使用" />);
    await confirm();
    expect(toasts).toEqual(['网络连接失败，请稍后再试']);
    expect(push).not.toHaveBeenCalled();
    now.mockReturnValue(12_000);
    await confirm();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ scene: 'diagnosis', code: '600519' });
    expect(bodies[0].request_id).toMatch(/^[0-9a-f]{32}$/);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(push).toHaveBeenCalledWith('/aiDiagnosisSecond?code=600519');
    // The report opens next: the button does not come back for a second spend.
    expect(screen.getByTestId('use-free')).toHaveProperty('disabled', true);
    now.mockRestore();
  });
});
