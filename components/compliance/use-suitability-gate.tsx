'use client';

import { useCallback, useState, type ReactNode } from 'react';
import { bffFetch } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { SuitabilityDecision } from '@/lib/compliance/rules';
import { MismatchDialog } from './mismatch-dialog';
import { href, withBasePath } from '@/lib/routes/hrefs';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

export interface SuitabilityAnswer {
  decision: SuitabilityDecision;
  allowed: boolean;
  requiresConfirmation: boolean;
  message: string;
}

interface Pending {
  answer: SuitabilityAnswer;
  risk: number;
  productId: string;
  resolve: (allowed: boolean) => void;
}

/**
 * The suitability gate for purchase buttons (membership, payment): `await gate(risk, productId)` is true
 * when the purchase may go on. It shows the mismatch warning and records the confirmation, explains a
 * refusal, and sends users without a valid assessment to take one (returning here afterwards).
 */
export function useSuitabilityGate(): {
  gate: (risk: number, productId: string) => Promise<boolean>;
  dialog: ReactNode;
} {
  const navigation = useAppNavigation();
  const [pending, setPending] = useState<Pending | null>(null);
  const gate = useCallback(
    async (risk: number, productId: string) => {
      const answer = await bffFetch<SuitabilityAnswer>(
        `/compliance/suitability?${new URLSearchParams({ risk: String(risk), product_id: productId })}`,
      );
      if (answer.allowed) return true;
      if (answer.decision === 'must-assess' || answer.decision === 'expired') {
        const here = `${window.location.pathname}${window.location.search}`;
        navigation.push(href('/riskAssessment', { retake: '1', redirect: here }));
        return false;
      }
      return new Promise<boolean>((resolve) => setPending({ answer, risk, productId, resolve }));
    },
    [navigation],
  );

  const close = (allowed: boolean) => {
    pending?.resolve(allowed);
    setPending(null);
  };

  // The recorded confirmation lets this one purchase through; a failure (any, the session's too) refuses it.
  const record = useBffAction({
    action: (choice: { risk: number; product_id: string }, send) =>
      send('/compliance/suitability/confirmations', choice),
    fallback: '操作失败，请稍后再试',
    refresh: false,
    onLoginError: 'message',
    onSuccess: () => close(true),
    onError: () => close(false),
  });
  const saving = record.busy;
  const confirm = () => pending && void record.run({ risk: pending.risk, product_id: pending.productId });

  const dialog = pending ? (
    <MismatchDialog
      message={pending.answer.message}
      refuse={pending.answer.decision === 'refuse'}
      pending={saving}
      onConfirm={confirm}
      onCancel={() => close(false)}
      reassessHref={withBasePath(
        href('/riskAssessment', { retake: '1', redirect: `${window.location.pathname}${window.location.search}` }),
      )}
    />
  ) : null;
  return { gate, dialog };
}
