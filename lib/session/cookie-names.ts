/** Session cookie names (production uses the __Host- prefix). Shared by the proxy and lib/session. */
export const SESSION_COOKIE_NAMES = ['__Host-h5_session', 'h5_session'] as const;
