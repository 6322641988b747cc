/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SealForm } from '@/components/activity-hub/seal-form';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));

const pool = [
  { code: '600519', name: '贵州茅台', close_fen: 150000 },
  { code: '002594', name: '比亚迪', close_fen: 25000 },
] as never;
const calls: Array<{ url: string; body: unknown }> = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    return { status: 200, json: async () => ({ code: 200, data: {} }) } as Response;
  }) as unknown as typeof fetch;
});

describe('SealForm', () => {
  it('asks before sealing, names the picks, and seals only when confirmed', async () => {
    render(<SealForm capsuleId={1} pool={pool} limit={3} actionId="00000000-0000-4000-8000-000000000001" />);
    fireEvent.click(screen.getByLabelText(/贵州茅台/));
    fireEvent.click(screen.getByRole('button', { name: '封存胶囊' }));
    const dialog = screen.getByRole('alertdialog', { name: '确认封存' });
    expect(dialog.textContent).toContain('封存：贵州茅台');
    expect(dialog.textContent).toContain('不能修改或撤回');
    fireEvent.click(screen.getByRole('button', { name: '再想想' }));
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '封存胶囊' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确认封存' })));
    expect(calls).toEqual([{ url: '/h5/api/capsules/1/seal', body: { codes: ['600519'] } }]);
  });
});
