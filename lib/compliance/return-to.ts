/** A same-site return path under /h5 (never another origin): the page a flow goes back to when done. */
export function safeReturnTo(value: string | string[] | undefined, fallback = '/h5/authentication/info'): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith('/h5/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  try {
    const url = new URL(raw, 'http://h5.invalid');
    return url.origin === 'http://h5.invalid' ? `${url.pathname}${url.search}` : fallback;
  } catch {
    return fallback;
  }
}
