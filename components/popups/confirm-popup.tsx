'use client';

import type { ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { ResultIcon, type ResultTone } from '@/components/qr-login/result-icon';
import { closePopup } from './close-popup';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText, DialogTitle } from '@/components/ui/dialog';

/** A two-button popup whose choice is handed back to the app (authPopup, returnPopup); Escape cancels. */
export function ConfirmPopup({
  tone,
  title,
  children,
  confirm,
  cancel,
}: {
  tone: ResultTone;
  title: string;
  children: ReactNode;
  confirm: { label: string; result: unknown };
  cancel: { label: string; result: unknown };
}) {
  const { inApp } = useNativeContext();
  return (
    <Dialog labelledBy="popup-title" onClose={() => closePopup(inApp, cancel.result)}>
      <ResultIcon tone={tone} size="calc(88 * var(--u))" />
      <DialogTitle id="popup-title">{title}</DialogTitle>
      <DialogText>{children}</DialogText>
      <DialogActions>
        <Button variant="secondary" onClick={() => closePopup(inApp, cancel.result)}>
          {cancel.label}
        </Button>
        <Button onClick={() => closePopup(inApp, confirm.result)}>{confirm.label}</Button>
      </DialogActions>
    </Dialog>
  );
}
