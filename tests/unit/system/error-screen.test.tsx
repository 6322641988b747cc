/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorScreen } from '@/components/system/error-screen';
import { isChunkLoadError } from '@/lib/ui/chunk-error';

describe('isChunkLoadError (SPEC §8 loader errors)', () => {
  const named = (name: string, message = '') => Object.assign(new Error(message), { name });
  it.each([
    [named('ChunkLoadError', 'Loading chunk 12 failed.'), true],
    [new Error('Loading chunk app/page failed.'), true],
    [new Error('Loading CSS chunk 7 failed.'), true],
    [new Error('Failed to fetch dynamically imported module: /h5/_next/static/chunks/x.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    [null, false],
    ['ChunkLoadError', false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('ErrorScreen', () => {
  it('offers a reload for a chunk failure', () => {
    const reset = jest.fn();
    render(
      <ErrorScreen
        error={Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' })}
        reset={reset}
      />,
    );
    expect(screen.getByRole('heading', { name: '页面资源加载失败' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();
  });

  it('retries a render error through reset()', () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { name: '页面出错了' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
