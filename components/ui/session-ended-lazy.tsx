'use client';

import dynamic from 'next/dynamic';

/** SessionEnded, server-rendered where a read met a refused token, and code-split out of every page's first load. */
export const SessionEndedLazy = dynamic(() => import('./session-ended').then((m) => m.SessionEnded));
