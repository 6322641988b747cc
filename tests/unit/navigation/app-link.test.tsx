/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost/h5/tool/ipo"}
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NativeContextProvider } from '@/components/app/native-context';
import { AppLink } from '@/components/ui/app-link';
import { resetBridgeForTests } from '@/lib/bridge/protocol';
import type { Environment } from '@/lib/bridge/native-context';
import { runHandOff } from '@/lib/navigation/hand-off';

type Sent = { id: string; method: string; params: Record<string, unknown> };
type W = Window & {
  LlczdNative?: { postMessage(message: string): void };
  __llczdBridgeCallback?: (id: string, reply: unknown) => void;
};
const w = window as W;

let sent: Sent[] = [];
let clock = 1_000_000;

beforeEach(() => {
  resetBridgeForTests();
  sent = [];
  // Each test taps long after the previous one: the 1000 ms tap guard never joins two tests.
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
  delete w.LlczdNative;
  jest.restoreAllMocks();
});

function inEnvironment(environment: Environment, node: ReactNode) {
  const inApp = environment === 'app';
  return render(
    <NativeContextProvider value={{ environment, inApp, appVersion: inApp ? '2.0.60' : null, os: 'ios' }}>
      {node}
    </NativeContextProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('AppLink', () => {
  it('inside the app hands a link to another page to the native push with the manifest title', async () => {
    inEnvironment('app', <AppLink href="/tool/ipo/calendar">新股日历</AppLink>);
    const click = fireEvent.click(screen.getByRole('link', { name: '新股日历' }));
    expect(click).toBe(false); // the webview does not navigate itself
    await settle();
    expect(sent.map((call) => [call.method, call.params])).toEqual([
      ['push', { url: 'http://localhost/h5/tool/ipo/calendar', title: '新股日历' }],
    ]);
  });

  it('passes the manifest button: a link button with an absolute url and needsRefresh', async () => {
    inEnvironment('app', <AppLink href="/missonCenter">任务</AppLink>);
    fireEvent.click(screen.getByRole('link', { name: '任务' }));
    await settle();
    expect(sent[0].params).toEqual({
      url: 'http://localhost/h5/missonCenter',
      title: '任务中心',
      button: { title: '规则', type: 'link', url: 'http://localhost/h5/missonCenterDes', needsRefresh: true },
    });
  });

  it('gives a pull-to-refresh route the refresh button and a content page the share button', async () => {
    inEnvironment(
      'app',
      <>
        <AppLink href="/orderCenter">订单</AppLink>
        <AppLink href="/topic/v2/12">话题</AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '订单' }));
    await settle();
    clock += 2000;
    fireEvent.click(screen.getByRole('link', { name: '话题' }));
    await settle();
    expect(sent.map((call) => call.params.button)).toEqual([
      { title: '刷新', type: 'refresh', needsRefresh: true },
      { title: '分享', type: 'share', shareType: 'url' },
    ]);
  });

  it('drops a second tap within the 1000 ms debounce', async () => {
    inEnvironment('app', <AppLink href="/tool/ipo/calendar">日历</AppLink>);
    const link = screen.getByRole('link', { name: '日历' });
    fireEvent.click(link);
    clock += 400;
    fireEvent.click(link);
    await settle();
    expect(sent.filter((call) => call.method === 'push')).toHaveLength(1);
  });

  it('leaves modifier clicks, new-tab links and same-page links to the browser', async () => {
    inEnvironment(
      'app',
      <>
        <AppLink href="/tool/ipo/calendar">修饰</AppLink>
        <AppLink href="/tool/ipo/calendar" target="_blank">
          新标签
        </AppLink>
        <AppLink href="/tool/ipo?tab=raiders">本页</AppLink>
        <AppLink href="/tool/ipo/calendar" replace>
          替换
        </AppLink>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: '替换' }));
    fireEvent.click(screen.getByRole('link', { name: '修饰' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: '新标签' }));
    fireEvent.click(screen.getByRole('link', { name: '本页' }));
    await settle();
    expect(sent).toEqual([]);
  });

  it('outside the app is an ordinary link: no bridge call, href under /h5 unchanged', async () => {
    inEnvironment('browser', <AppLink href="/tool/ipo/calendar">日历</AppLink>);
    const link = screen.getByRole('link', { name: '日历' });
    expect(link.getAttribute('href')).toMatch(/\/tool\/ipo\/calendar$/);
    fireEvent.click(link);
    await settle();
    expect(sent).toEqual([]);
  });

  it('runs the caller’s onClick first and respects its preventDefault', async () => {
    const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    inEnvironment(
      'app',
      <AppLink href="/tool/ipo/calendar" onClick={onClick}>
        日历
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: '日历' }));
    await settle();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('an app without the push call shows the page in this webview', async () => {
    w.LlczdNative = {
      postMessage(raw: string) {
        const message = JSON.parse(raw) as Sent;
        sent.push(message);
        setTimeout(() => w.__llczdBridgeCallback?.(message.id, { ok: false, code: 'unsupported' }), 0);
      },
    };
    const fallback = jest.fn();
    await runHandOff(new URL('http://localhost/h5/tool/ipo/calendar?d=1'), fallback);
    expect(sent.map((call) => call.method)).toEqual(['push']);
    expect(fallback).toHaveBeenCalledWith('/tool/ipo/calendar?d=1');
  });

  it('a cancelled or timed-out push leaves this page where it is', async () => {
    w.LlczdNative = {
      postMessage(raw: string) {
        const message = JSON.parse(raw) as Sent;
        setTimeout(() => w.__llczdBridgeCallback?.(message.id, { ok: false, code: 'cancelled' }), 0);
      },
    };
    const fallback = jest.fn();
    await runHandOff(new URL('http://localhost/h5/tool/ipo/calendar'), fallback);
    expect(fallback).not.toHaveBeenCalled();
  });
});
