/**
 * Runs once when the server starts. Loading lib/session registers the read-only session reader that
 * server components' upstream calls use (lib/http/server-context), whatever page is rendered first.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('@/lib/session/session');
}
