/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Amount, Change, Price } from '@/components/market/view-blocks/change';
import { DataTable, type Column } from '@/components/market/view-blocks/data-table';

interface Row {
  code: string;
  pct: number;
  net: number;
  price: number | null;
  turnover: number;
  reason: string;
}

const rows: Row[] = [
  { code: '600036', pct: 10.01, net: 6.14e8, price: 77.51, turnover: 30.53, reason: '日涨幅偏离值达7%' },
  { code: '300977', pct: -3.2, net: -8.47e7, price: null, turnover: 5, reason: '换手率达20%' },
];

const columns: Column<Row>[] = [
  { key: 'code', label: '代码', render: (r) => <a href={`/h5/stock?code=${r.code}`}>{r.code}</a> },
  { key: 'pct', label: '涨跌幅', render: (r) => <Change value={r.pct} /> },
  { key: 'net', label: '净买额', render: (r) => <Amount value={r.net} signed /> },
  { key: 'price', label: '收盘价', render: (r) => <Price value={r.price} /> },
  { key: 'turnover', label: '换手率', render: (r) => <span className="num">{r.turnover}%</span> },
  { key: 'reason', label: '上榜原因', className: 'left', render: (r) => <span title={r.reason}>{r.reason}</span> },
];

function table() {
  const { container } = render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.code} caption="今日龙虎榜" />);
  return [...container.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')]);
}

describe('DataTable: a number cell is the cell itself', () => {
  test('Change, Amount, Price and a bare numeric span become the <td> with their class and text', () => {
    const [first, second] = table();
    expect(first[1].className).toBe('num up');
    expect(first[1].textContent).toBe('▲+10.01%');
    expect(first[1].children).toHaveLength(0);
    expect(second[1].className).toBe('num down');
    expect(second[1].textContent).toBe('▼-3.20%');
    expect(first[2].className).toBe('num up');
    expect(first[2].textContent).toBe('+6.14亿');
    expect(second[2].className).toBe('num down');
    expect(first[3].className).toBe('num');
    expect(first[3].textContent).toBe('77.51');
    expect(second[3].textContent).toBe('--');
    // `{value}%`: two text pieces, written as one text node in one cell.
    expect(first[4].className).toBe('num');
    expect(first[4].textContent).toBe('30.53%');
    expect(first[4].childNodes).toHaveLength(1);
  });

  test('a cell with a link or a span carrying other attributes keeps its markup, and the column class stays', () => {
    const [first] = table();
    expect(first[0].querySelector('a')?.getAttribute('href')).toBe('/h5/stock?code=600036');
    expect(first[0].hasAttribute('class')).toBe(false);
    expect(first[5].className).toBe('left');
    expect(first[5].querySelector('span')?.getAttribute('title')).toBe('日涨幅偏离值达7%');
  });
});
