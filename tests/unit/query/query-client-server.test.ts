/** @jest-environment node */
import { QueryClient } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query/client';

describe('the query client on the server', () => {
  it('is new for every render, so no answer passes from one request (or user) to another', () => {
    const first = getQueryClient();
    first.setQueryData(['vip', 'status'], { level: 3 });
    const second = getQueryClient();
    expect(second).toBeInstanceOf(QueryClient);
    expect(second).not.toBe(first);
    expect(second.getQueryData(['vip', 'status'])).toBeUndefined();
  });
});
