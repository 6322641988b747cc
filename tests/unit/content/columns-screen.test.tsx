/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ColumnsScreen } from '@/components/content/columns-screen';
import type { Columns } from '@/lib/content/schemas';

const column = (id: number, licenceNo: string | null): Columns['columns'][number] => ({
  teacher: {
    id,
    name: `老师${id}`,
    avatar: '老',
    title: '投资顾问',
    type: licenceNo ? 'adviser' : 'influencer',
    licenceNo,
    institution: '某证券',
    intro: '简介',
    fans: 12_345,
  },
  total: 2,
  reads: 20_000,
  latest: [
    {
      kind: 'column',
      type: null,
      id: 7,
      title: '看懂财报的三张表',
      summary: '',
      cover: null,
      publishedAt: '2026-11-16T09:00:00+08:00',
      reads: 3_200,
    },
  ],
});

describe('名师专栏 screen', () => {
  test('an adviser shows the 证书编号 linking to the licence page; a 达人 says no advice; pieces link to their page', () => {
    render(<ColumnsScreen data={{ columns: [column(1, 'S1130619080012'), column(5, null)] }} stale={false} asOf={0} />);
    expect(screen.getByRole('link', { name: '证书编号 S1130619080012' }).getAttribute('href')).toBe(
      '/professionalMessage/v2?teacherId=1',
    );
    expect(screen.getByText(/财经达人 · 不提供投资建议/)).toBeTruthy();
    const pieces = screen.getAllByRole('link', { name: /看懂财报的三张表/ });
    expect(pieces[0].getAttribute('href')).toBe('/h5/column/article/7');
    expect(screen.getAllByText(/粉丝 1\.2万 · 文章 2 篇 · 阅读 2万/)).toHaveLength(2);
    expect(screen.queryByText(/缓存数据/)).toBeNull();
  });

  test('stale data says so with its time; no columns is an empty state, not a blank page', () => {
    const { unmount } = render(
      <ColumnsScreen
        data={{ columns: [column(1, 'S1130619080012')] }}
        stale
        asOf={Date.parse('2026-11-20T10:00:00+08:00')}
      />,
    );
    expect(screen.getByText(/数据截至 .*缓存数据/)).toBeTruthy();
    unmount();
    render(<ColumnsScreen data={{ columns: [] }} stale={false} asOf={0} />);
    expect(screen.getByText('暂无专栏')).toBeTruthy();
  });
});
