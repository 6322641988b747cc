'use client';

import { useEffect } from 'react';

/** Keeps <body> painted with the route's background across client-side navigations. */
export function BodyBackground({ color }: { color: string }) {
  useEffect(() => {
    document.body.style.setProperty('--page-bg', color);
  }, [color]);
  return null;
}
