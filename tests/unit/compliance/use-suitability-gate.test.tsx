/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSuitabilityGate } from '@/components/compliance/use-suitability-gate';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

type Answer = { decision: string; allowed: boolean; requiresConfirmation: boolean; message: string };
let answer: Answer;
const calls: Array<{ url: string; body?: unknown }> = [];

beforeEach(() => {
  push.mockReset();
  calls.length = 0;
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    const data = url.includes('/confirmations') ? { confirmed_at: 'now' } : answer;
    return { status: 200, json: async () => ({ code: 200, data }) } as Response;
  }) as unknown as typeof fetch;
});

function Buy({ onResult }: { onResult: (allowed: boolean) => void }) {
  const { gate, dialog } = useSuitabilityGate();
  return (
    <>
      <button type="button" onClick={async () => onResult(await gate(4, 'svip-year'))}>
        购买
      </button>
      {dialog}
    </>
  );
}

async function buy() {
  const onResult = jest.fn();
  render(<Buy onResult={onResult} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '购买' })));
  return onResult;
}

describe('useSuitabilityGate', () => {
  it('lets a matching purchase through without a dialog', async () => {
    answer = { decision: 'match', allowed: true, requiresConfirmation: false, message: '' };
    const onResult = await buy();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls[0].url).toBe('/h5/api/compliance/suitability?risk=4&product_id=svip-year');
  });

  it('warns, requires the acknowledgement, records the confirmation, then allows', async () => {
    answer = {
      decision: 'warn',
      allowed: false,
      requiresConfirmation: true,
      message: '该产品风险等级（R4）高于您的风险承受能力（C2）',
    };
    const onResult = await buy();
    const dialog = await screen.findByRole('alertdialog', { name: '风险不匹配警示' });
    const confirm = screen.getByRole('button', { name: '确认购买' });
    expect(confirm).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(confirm));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(true));
    expect(calls[1]).toEqual({
      url: '/h5/api/compliance/suitability/confirmations',
      body: { risk: 4, product_id: 'svip-year' },
    });
    expect(dialog).not.toBeInTheDocument();
  });

  it('abandoning the warning refuses the purchase and records nothing', async () => {
    answer = { decision: 'warn', allowed: false, requiresConfirmation: true, message: '不匹配' };
    const onResult = await buy();
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: '放弃购买' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(calls).toHaveLength(1);
  });

  it('explains a refusal of the lowest category without any way to confirm', async () => {
    answer = { decision: 'refuse', allowed: false, requiresConfirmation: false, message: '您属于风险承受能力最低类别' };
    const onResult = await buy();
    await screen.findByRole('alertdialog', { name: '无法购买' });
    expect(screen.queryByRole('button', { name: '确认购买' })).toBeNull();
    // It says why and offers to re-assess, coming back here afterwards.
    expect(screen.getByRole('link', { name: '重新测评' }).getAttribute('href')).toMatch(
      /\/riskAssessment\?retake=1&redirect=%2F$/,
    );
    fireEvent.click(screen.getByRole('button', { name: '知道了' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
  });

  it.each(['must-assess', 'expired'])('%s sends the user to the assessment and back', async (decision) => {
    answer = { decision, allowed: false, requiresConfirmation: false, message: '' };
    const onResult = await buy();
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(false));
    expect(push).toHaveBeenCalledWith('/riskAssessment?retake=1&redirect=%2F');
  });
});
