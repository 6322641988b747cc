'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { Button, buttonClass } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';

/** A popup's buttons: an optional way forward (a page) and closing, which hands the result to the app. */
export function PopupActions({
  next,
  closeLabel = '关闭',
  result,
}: {
  next?: { label: string; href: string };
  closeLabel?: string;
  result?: unknown;
}) {
  const { inApp } = useNativeContext();
  return (
    <DialogActions>
      <Button variant="secondary" onClick={() => closePopup(inApp, result ?? { closed: true })}>
        {closeLabel}
      </Button>
      {next ? (
        <Link className={buttonClass()} href={next.href}>
          {next.label}
        </Link>
      ) : null}
    </DialogActions>
  );
}
