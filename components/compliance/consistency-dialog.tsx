'use client';

import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText } from '@/components/ui/dialog';

/** Two answers that rarely hold together: the user confirms they are true, or goes back to change them (Escape too). */
export function ConsistencyDialog({
  message,
  onConfirm,
  onRevise,
}: {
  message: string;
  onConfirm: () => void;
  onRevise: () => void;
}) {
  const descId = useId();
  return (
    <Dialog role="alertdialog" title="请确认您的回答" describedBy={descId} onClose={onRevise}>
      <DialogText id={descId}>
        <p>{message}</p>
      </DialogText>
      <DialogActions>
        <Button variant="secondary" onClick={onRevise}>
          返回修改
        </Button>
        <Button onClick={onConfirm}>确认属实</Button>
      </DialogActions>
    </Dialog>
  );
}
