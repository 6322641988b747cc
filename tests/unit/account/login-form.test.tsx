/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '@/components/account/login-form';
import { SENT_CODE_KEY } from '@/components/account/login-rules';

// The forms write through useBffAction, which reads the app router.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  notifyRequestError: async () => undefined,
  showLoading: () => () => undefined,
}));

type Reply = { status: number; body: unknown };
let replies: Reply[] = [];
const calls: Array<{ url: string; body: unknown }> = [];
// The token call answers 验证码错误 so the form stays (a success would navigate away).
const WRONG_CODE: Reply = { status: 400, body: { code: 2005, message: '验证码错误' } };

beforeEach(() => {
  calls.length = 0;
  replies = [];
  window.sessionStorage.clear();
  global.fetch = jest.fn(async (url: string, init?: { body?: string }) => {
    calls.push({ url, body: init?.body ? JSON.parse(init.body) : undefined });
    const reply = replies.shift() ?? WRONG_CODE;
    return { status: reply.status, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
});

async function login(code: string) {
  fireEvent.change(screen.getByLabelText('验证码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('checkbox'));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });
}

describe('login form across a reload', () => {
  it('a code sent before the reload still logs in, and the resend wait goes on', async () => {
    window.sessionStorage.setItem(
      SENT_CODE_KEY,
      JSON.stringify({ mobile: '13800000007', sentAt: Date.now() - 20_000, resendAfter: 60 }),
    );
    render(<LoginForm returnTo="/h5/" />);
    expect((screen.getByLabelText('手机号') as HTMLInputElement).value).toBe('13800000007');
    await waitFor(() => expect(screen.getByRole('button', { name: /秒后重新获取/ })).toHaveProperty('disabled', true));
    await login('123456');
    expect(screen.queryByText('请先验证手机号')).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/h5/api/uaa/oauth/token']);
    expect(calls[0].body).toMatchObject({ mobile: '13800000007', code: '123456' });
    expect(screen.getByRole('alert').textContent).toBe('验证码错误');
  });

  it('with nothing remembered, a typed code is still checked by the server, not refused by the form', async () => {
    render(<LoginForm returnTo="/h5/" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000008' } });
    await login('654321');
    expect(calls.map((call) => call.url)).toEqual(['/h5/api/uaa/oauth/token']);
  });

  it('a resend refused as too soon keeps the code that is out usable', async () => {
    replies = [{ status: 429, body: { code: 1005, message: '验证码发送过于频繁，请稍后再试' } }, WRONG_CODE];
    render(<LoginForm returnTo="/h5/" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000009' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('验证码已发送，请输入短信中的验证码');
    await login('111111');
    expect(calls.map((call) => call.url)).toEqual(['/h5/api/uaa/oauth/sms-code', '/h5/api/uaa/oauth/token']);
  });

  it('a code sent and then a reload: the record is written when the code goes out', async () => {
    replies = [
      { status: 200, body: { code: 200, data: { mobile: '138****0010', expires_in: 300, resend_after: 60 } } },
    ];
    render(<LoginForm returnTo="/h5/" />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000010' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    });
    expect(JSON.parse(window.sessionStorage.getItem(SENT_CODE_KEY) ?? '{}')).toMatchObject({
      mobile: '13800000010',
      resendAfter: 60,
    });
  });
});
