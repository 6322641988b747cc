/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NicknameField } from '@/components/account/nickname-field';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh: jest.fn(), replace: jest.fn(), push: jest.fn() }),
}));
jest.mock('@/lib/ui/feedback', () => ({
  showToast: async () => undefined,
  notifyRequestError: async () => undefined,
  showLoading: () => () => undefined,
}));
jest.mock('@/lib/query/client', () => {
  const { QueryClient: Client } = jest.requireActual('@tanstack/react-query');
  const shared = new Client({ defaultOptions: { queries: { retry: false } } });
  return { getQueryClient: () => shared };
});

const posts: unknown[] = [];
beforeEach(() => {
  posts.length = 0;
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { nickname: string };
      posts.push(body);
      if (body.nickname.includes('薇'))
        return {
          status: 400,
          json: async () => ({
            code: 1003,
            message: '昵称不能包含联系方式或引流信息（微信、QQ、手机号、链接等），请修改',
          }),
        } as Response;
      return { status: 200, json: async () => ({ code: 200, data: { nickname: body.nickname } }) } as Response;
    }
    return { status: 200, json: async () => ({ code: 200, data: { nickname: '用户0001' } }) } as Response;
  }) as unknown as typeof fetch;
});

const renderField = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <NicknameField />
    </QueryClientProvider>,
  );

describe('昵称 on the account card', () => {
  it('shows the nickname, saves a new one and shows it', async () => {
    renderField();
    expect(await screen.findByTestId('account-nickname')).toHaveTextContent('用户0001');
    fireEvent.click(screen.getByRole('button', { name: '修改昵称' }));
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: ' 长线持有者 ' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByTestId('account-nickname')).toHaveTextContent('长线持有者'));
    expect(posts).toEqual([{ nickname: '长线持有者' }]);
  });

  it('says what is wrong before sending, and prints the server’s refusal', async () => {
    renderField();
    fireEvent.click(await screen.findByRole('button', { name: '修改昵称' }));
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '王' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('昵称需为2–16个字');
    expect(posts).toEqual([]);
    fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '加薇abc8866' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('昵称不能包含联系方式'));
  });
});
