'use client';

import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { BffError } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import styles from './compliance.module.css';

export interface ConsentDocument {
  id: string;
  version: string;
  title: string;
  href: string;
}

/** Signing one or more agreements: every accepted document is recorded (id, version, time, device) before closing. */
export function ConsentActions({
  documents,
  agreeLabel = '同意并签署',
  cancelLabel = '暂不签署',
  requireCheck = true,
}: {
  documents: ConsentDocument[];
  agreeLabel?: string;
  cancelLabel?: string;
  requireCheck?: boolean;
}) {
  const { inApp } = useNativeContext();
  const [checked, setChecked] = useState(!requireCheck);
  const {
    busy: pending,
    error,
    setError,
    run,
  } = useBffAction({
    action: async (_: void, send) => {
      for (const document of documents)
        await send('/compliance/consents', { agreement_id: document.id, version: document.version });
    },
    fallback: '签署失败',
    refresh: false,
    // The popup says what to do instead of leaving for the login page.
    onLoginError: 'message',
    onError: (_message, caught) => {
      if (caught instanceof BffError && caught.code === 2008) setError('请先登录后再签署');
    },
    onSuccess: () =>
      closePopup(inApp, { signed: true, documents: documents.map(({ id, version }) => ({ id, version })) }),
  });
  const sign = () => void run();
  return (
    <>
      {requireCheck ? (
        <label className={styles.check}>
          <input type="checkbox" checked={checked} onChange={(event) => setChecked(event.target.checked)} />
          <span>我已阅读并理解上述文件的全部内容</span>
        </label>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <DialogActions>
        <Button variant="secondary" onClick={() => closePopup(inApp, { signed: false })}>
          {cancelLabel}
        </Button>
        <Button disabled={!checked || pending} onClick={sign}>
          {pending ? '签署中…' : agreeLabel}
        </Button>
      </DialogActions>
    </>
  );
}
