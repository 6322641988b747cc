/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { LoadingView } from '@/components/ui/route-loading';
import { AppError } from '@/lib/errors';
import { checkThemeCode } from '@/lib/market/tool-params';
import { matchRoute } from '@/lib/routes/manifest';
import { SCRIPT_CHUNK_TIMEOUT_MS, watchScriptChunks, isChunkLoadError } from '@/lib/ui/chunk-error';
import { readWebStorage, writeWebStorage } from '@/lib/ui/web-storage';
import { popupContentHeight } from '@/lib/bridge/web-height';

jest.mock('next/headers', () => ({ headers: jest.fn() }));

describe('route loadingType (SPEC §2 route meta)', () => {
  it('/pay is a toast-style loading 加载中..., not a skeleton', () => {
    const type = matchRoute('/h5/pay')!.route.loadingType;
    expect(type).toBe('toast');
    const { container } = render(<LoadingView type={type} />);
    expect(screen.getByRole('status').textContent).toBe('加载中...');
    expect(container.querySelector('[data-loading-type="toast"]')).not.toBeNull();
    expect(container.querySelectorAll('[aria-busy] div > div').length).toBe(0);
  });

  it('a skeleton route shows the skeleton; none shows nothing', () => {
    const skeleton = render(<LoadingView type={matchRoute('/h5/orderCenter')!.route.loadingType} rows={3} />);
    expect(skeleton.container.querySelector('[data-loading-type]')).toBeNull();
    expect(skeleton.getByRole('status')).toBeTruthy();
    skeleton.unmount();
    const none = render(<LoadingView type="none" />);
    expect(none.container.innerHTML).toBe('');
  });
});

describe('board code zero-padded to 5 digits (SPEC §5)', () => {
  it.each([
    ['801', '00801'],
    ['00801', '00801'],
    ['12345', '12345'],
  ])('%s → %s', (code, expected) => {
    expect(checkThemeCode({ code })).toEqual({ ok: true, value: expected });
  });

  it.each(['123456', '-801', '8.1', 'abc'])('refuses %s', (code) => {
    expect(checkThemeCode({ code }).ok).toBe(false);
  });
});

describe('storage failure is 1001 (SPEC §8)', () => {
  it('a refusing storage raises AppError 1001 应用暂时不支持无痕模式浏览', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    expect(() => writeWebStorage('local', 'k', 'v')).toThrow(AppError);
    try {
      writeWebStorage('session', 'k', 'v');
    } catch (error) {
      expect((error as AppError).code).toBe(1001);
      expect((error as AppError).message).toBe('应用暂时不支持无痕模式浏览');
    }
    setItem.mockRestore();
    writeWebStorage('local', 'k', 'v');
    expect(readWebStorage('local', 'k')).toBe('v');
  });
});

describe('script chunk time-out (SPEC §9: 120000 ms)', () => {
  it('a chunk script that neither loads nor fails within 120 s raises a ChunkLoadError', async () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120_000);
    jest.useFakeTimers();
    const failures: Error[] = [];
    const stop = watchScriptChunks((error) => failures.push(error));
    const stalled = document.createElement('script');
    stalled.src = 'http://localhost/h5/_next/static/chunks/stalled.js';
    const loaded = document.createElement('script');
    loaded.src = 'http://localhost/h5/_next/static/chunks/loaded.js';
    document.head.append(stalled, loaded);
    await Promise.resolve(); // MutationObserver callbacks are microtasks
    loaded.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(119_999);
    expect(failures).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(failures).toHaveLength(1);
    expect(isChunkLoadError(failures[0])).toBe(true);
    expect(failures[0].message).toContain('stalled.js');
    stop();
    jest.useRealTimers();
  });
});

describe('popup web height (SPEC §7)', () => {
  it('is the height of the popup card, rounded up', () => {
    document.body.innerHTML = '<main><div role="dialog" id="card"></div></main>';
    const card = document.getElementById('card')!;
    card.getBoundingClientRect = () => ({ height: 321.2 }) as DOMRect;
    expect(popupContentHeight()).toBe(322);
  });
});
