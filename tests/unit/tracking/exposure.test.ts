/** @jest-environment jsdom */
import { observeExposure } from '@/lib/tracking/use-exposure';
import { track } from '@/lib/tracking/tracker';

jest.mock('@/lib/tracking/tracker', () => ({ track: jest.fn(() => true) }));

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;
let observers: Array<{ callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    entry: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean };
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  };
});

describe('exposure (SPEC §9: counts at full visibility)', () => {
  test('observes with threshold 1 and tracks once, only when fully visible', () => {
    const spy = track as jest.Mock;
    observeExposure(document.createElement('div'), { eventId: 'h5_download_stores_show', eventLabel: '下载按钮曝光' });
    const [observer] = observers;
    expect(observer.options).toEqual({ threshold: 1 });
    observer.callback([{ isIntersecting: true, intersectionRatio: 0.6 }]);
    expect(spy).not.toHaveBeenCalled();
    observer.callback([{ isIntersecting: true, intersectionRatio: 1 }]);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith({
      eventType: 'show',
      eventId: 'h5_download_stores_show',
      eventLabel: '下载按钮曝光',
    });
    expect(observer.disconnected).toBe(true);
  });
});
