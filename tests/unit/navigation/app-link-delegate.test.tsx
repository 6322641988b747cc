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
