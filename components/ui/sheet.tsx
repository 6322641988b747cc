'use client';

import { Dialog, type DialogProps } from './dialog';

/** A bottom sheet: the kit's Dialog (same focus, Escape and return rules) rising from the bottom; a tap on the mask closes it. */
export function Sheet({ dismissOnMask = true, ...props }: Omit<DialogProps, 'placement'>) {
  return <Dialog placement="bottom" dismissOnMask={dismissOnMask} {...props} />;
}
