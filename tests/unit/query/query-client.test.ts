/** @jest-environment jsdom */
describe('the page query client', () => {
  it('refreshing a page with no query island loaded resolves and refetches nothing', async () => {
    await jest.isolateModulesAsync(async () => {
      const { invalidateActiveQueries } = await import('@/lib/query/active');
      await expect(invalidateActiveQueries()).resolves.toBeUndefined();
    });
  });

  it('in the browser every island shares one client, and pull-to-refresh refetches its queries', async () => {
    await jest.isolateModulesAsync(async () => {
      const { getQueryClient } = await import('@/lib/query/client');
      const { invalidateActiveQueries } = await import('@/lib/query/active');
      const client = getQueryClient();
      expect(getQueryClient()).toBe(client);
      const { QueryObserver } = await import('@tanstack/react-query');
      const queryFn = jest.fn().mockResolvedValue({ level: 2 });
      // An observer is what a mounted useQuery is: its query is active, and invalidating refetches it.
      const observer = new QueryObserver(client, { queryKey: ['vip', 'status'], queryFn, staleTime: Infinity });
      const unsubscribe = observer.subscribe(() => {});
      await client.fetchQuery({ queryKey: ['vip', 'status'], queryFn, staleTime: Infinity });
      expect(queryFn).toHaveBeenCalledTimes(1);
      await invalidateActiveQueries();
      expect(queryFn).toHaveBeenCalledTimes(2);
      unsubscribe();
    });
  });
});
