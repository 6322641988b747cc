'use client';

import dynamic from 'next/dynamic';

/**
 * NativeLoginRequired, server-rendered where a login-required page meets the app without a session,
 * and code-split: PageShell renders every page, and the others should not carry it in their first load.
 */
export const NativeLoginRequiredLazy = dynamic(() => import('./login-required').then((m) => m.NativeLoginRequired));
