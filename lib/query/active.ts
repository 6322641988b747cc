/**
 * The page's query client, as far as pull-to-refresh needs it, without importing TanStack Query:
 * most pages have no query at all and load none of it (components/app/query-island.tsx).
 */
type Invalidator = { invalidateQueries(): Promise<unknown> };

let active: Invalidator | null = null;

export function setActiveQueryClient(client: Invalidator) {
  active = client;
}

/** Refetches every query of the page's islands; resolves at once when no island has loaded. */
export function invalidateActiveQueries(): Promise<unknown> {
  return active ? active.invalidateQueries() : Promise.resolve();
}
