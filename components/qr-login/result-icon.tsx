/**
 * Status icons drawn as SVG: emoji depend on the phone's fonts (and render as boxes where none is
 * installed), these do not.
 */
export type ResultTone = 'success' | 'warning' | 'error' | 'info';

const COLOURS: Record<ResultTone, string> = {
  success: '#11804a',
  warning: '#f0a020',
  error: '#d12f26',
  info: '#2f6fdf',
};

export function ResultIcon({ tone, size = 'calc(120 * var(--u))' }: { tone: ResultTone; size?: string }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" style={{ width: size, height: size }} aria-hidden focusable="false">
      <circle cx="24" cy="24" r="22" fill={COLOURS[tone]} />
      {tone === 'success' ? (
        <path
          d="M14 24.5l7 7 13-14"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : null}
      {tone === 'warning' || tone === 'info' ? (
        <>
          <path
            d={tone === 'warning' ? 'M24 12v15' : 'M24 21v15'}
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="24" cy={tone === 'warning' ? 34 : 14} r="2.6" fill="#fff" />
        </>
      ) : null}
      {tone === 'error' ? (
        <path d="M16 16l16 16M32 16L16 32" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}
