/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ReadError } from '@/components/ui/read-error';
import { AppError } from '@/lib/errors';
import { badInput } from '@/lib/read/result';

jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-h5-url': '/h5/llczd/m/refund?orderNo=LC1' }),
}));

const view = async (error: AppError) => render(await ReadError({ error }));

describe('ReadError words for 1003', () => {
  it('a business refusal coded 1003 is shown in its own words, not as 缺少相关参数', async () => {
    await view(new AppError(1003, '订单已关闭，不能申请退款', { status: 409 }));
    expect(screen.getByText('订单已关闭，不能申请退款')).toBeTruthy();
    expect(screen.queryByText(/缺少相关参数/)).toBeNull();
  });

  it('a missing parameter never shows the field name or 缺少相关参数', async () => {
    const { container } = await view(new AppError(1003, '缺少相关参数：plan_id', { status: 400 }));
    expect(screen.getByText('链接信息不完整')).toBeTruthy();
    expect(container.textContent).not.toMatch(/plan_id|缺少相关参数/);
  });

  it('other codes keep the catalogue title with the server detail', async () => {
    await view(new AppError(1004, '上游超时', { status: 503 }));
    expect(screen.getByText(/上游超时（错误码 1004）/)).toBeTruthy();
  });
});

describe('ReadError for a refused page parameter (badInput)', () => {
  it('shows the §8 1003 title, the reason and the way back; no retry', async () => {
    const { container } = render(
      await ReadError({ error: badInput('股票代码格式有误').error, back: { path: '/searchPage', label: '搜索股票' } }),
    );
    expect(screen.getByTestId('bad-input').textContent).toContain('缺少相关参数');
    expect(screen.getByText('股票代码格式有误')).toBeTruthy();
    expect(screen.getByRole('link', { name: /搜索股票/ }).getAttribute('href')).toContain('/searchPage');
    expect(container.textContent).not.toMatch(/重试|刷新/);
  });

  it("an upstream's 400 is not mistaken for one", async () => {
    await view(new AppError(1003, '缺少相关参数：plan_id', { status: 400 }));
    expect(screen.queryByTestId('bad-input')).toBeNull();
  });
});
