/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/h5/flash/calendar"}
 */
import { act, render } from '@testing-library/react';
import { AppLinkDelegate } from '@/components/app/app-link-delegate';
import { resetBridgeForTests } from '@/lib/bridge/protocol';

type Sent = { id: string; method: string; params: Record<string, unknown> };
type W = Window & {
  LlczdNative?: { postMessage(message: string): void };
  __llczdBridgeCallback?: (id: string, reply: unknown) => void;
};
const w = window as W;
let sent: Sent[] = [];
let clock = 5_000_000;

beforeEach(() => {
  resetBridgeForTests();
  sent = [];
  clock += 10_000;
  jest.spyOn(Date, 'now').mockImplementation(() => clock);
  w.LlczdNative = {
    postMessage(raw: string) {
      const message = JSON.parse(raw) as Sent;
      sent.push(message);
      setTimeout(() => w.__llczdBridgeCallback?.(message.id, { ok: true }), 0);
    },
  };
});

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

function clickAnchor(html: string, init: MouseEventInit = {}) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  host.querySelector('a, span')!.dispatchEvent(event);
  return event;
}

describe('AppLinkDelegate: plain anchors inside the app', () => {
  it('hands an anchor to another H5 page to the native push with its manifest title', async () => {
    render(<AppLinkDelegate />);
    const event = clickAnchor('<a href="/h5/tool/ipo/detail/301589"><span>新股</span></a>');
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(sent.map((call) => [call.method, call.params])).toEqual([
      ['push', { url: 'http://localhost/h5/tool/ipo/detail/301589', title: '新股详情' }],
    ]);
  });

  it('leaves handled clicks, new tabs, other sites and this page alone', async () => {
    render(<AppLinkDelegate />);
    const handled = document.createElement('a');
    handled.href = '/h5/notice';
    handled.addEventListener('click', (event) => event.preventDefault());
    document.body.appendChild(handled);
    handled.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A document-level delegate that took the tap (the native stock detail) runs first.
    const stockTap = (event: MouseEvent) =>
      (event.target as Element).closest('a[data-stock]') && event.preventDefault();
    document.addEventListener('click', stockTap);
    clickAnchor('<a href="/h5/stock?code=600519" data-stock="600519">茅台</a>');
    document.removeEventListener('click', stockTap);
    expect(clickAnchor('<a href="/h5/notice" target="_blank">x</a>').defaultPrevented).toBe(false);
    expect(clickAnchor('<a href="https://example.com/h5/notice">x</a>').defaultPrevented).toBe(false);
    expect(clickAnchor('<a href="/h5/flash/calendar?d=1">x</a>').defaultPrevented).toBe(false);
    expect(clickAnchor('<a href="/h5/notice">x</a>', { metaKey: true }).defaultPrevented).toBe(false);
    await settle();
    expect(sent).toEqual([]);
  });
});

function submitForm(html: string, prepare?: (form: HTMLFormElement) => void) {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const form = host.querySelector('form')!;
  prepare?.(form);
  let prevented: boolean | null = null;
  // The last listener on the way out: what the browser would then do (jsdom does not navigate).
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.defaultView!.addEventListener('submit', record);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.requestSubmit(button ?? undefined);
  document.defaultView!.removeEventListener('submit', record);
  return prevented;
}

describe('AppLinkDelegate: GET forms that open another H5 page', () => {
  it('hands the search form of one page to the native push of its result page, fields in the query', async () => {
    render(<AppLinkDelegate />);
    const prevented = submitForm(
      '<form action="/h5/aiDiagnosisSecond?old=1" method="get" role="search">' +
        '<input name="code" value="600519"><button type="submit">搜索</button></form>',
    );
    expect(prevented).toBe(true);
    await settle();
    expect(sent.map((call) => [call.method, call.params])).toEqual([
      ['push', { url: 'http://localhost/h5/aiDiagnosisSecond?code=600519', title: 'AI诊股报告' }],
    ]);
  });

  it('pushes the checked choice of a radio form (the programme picker) and a named submit button', async () => {
    render(<AppLinkDelegate />);
    submitForm(
      '<form action="/h5/liveRoomDetail/v2" method="get">' +
        '<input type="radio" name="roomId" value="1"><input type="radio" name="roomId" value="2" checked>' +
        '<button type="submit" name="from" value="pick">进入直播间</button></form>',
    );
    await settle();
    expect(sent.map((call) => call.params.url)).toEqual(['http://localhost/h5/liveRoomDetail/v2?roomId=2&from=pick']);
  });

  it('leaves POST forms, forms on this page, other sites, new windows and handled submits alone', async () => {
    render(<AppLinkDelegate />);
    const field = '<input name="code" value="600519"><button type="submit">搜索</button>';
    expect(submitForm(`<form action="/h5/aiDiagnosisSecond" method="post">${field}</form>`)).toBe(false);
    expect(submitForm(`<form action="/h5/flash/calendar" method="get">${field}</form>`)).toBe(false);
    expect(submitForm(`<form method="get">${field}</form>`)).toBe(false);
    expect(submitForm(`<form action="https://example.com/h5/notice" method="get">${field}</form>`)).toBe(false);
    expect(submitForm(`<form action="/h5/notice" target="_blank" method="get">${field}</form>`)).toBe(false);
    expect(
      submitForm(`<form action="/h5/notice" method="get">${field}</form>`, (form) =>
        form.addEventListener('submit', (event) => event.preventDefault()),
      ),
    ).toBe(true);
    await settle();
    expect(sent).toEqual([]);
  });
});
