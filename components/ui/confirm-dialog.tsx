'use client';

import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogText } from './dialog';

/**
 * The one confirmation step before a money movement or an irreversible choice (refund, exchange,
 * sealing, switching auto-renewal off): what will happen, in the user's words, then 取消 / the action.
 * `error` is the server's refusal, shown once, inside the dialog. Escape cancels unless busy.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = '取消',
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  return (
    <Dialog role="alertdialog" title={title} describedBy={`${id}-body`} onClose={busy ? undefined : onCancel}>
      <DialogText id={`${id}-body`}>{children}</DialogText>
      {error ? <DialogText role="alert">{error}</DialogText> : null}
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? '处理中…' : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
