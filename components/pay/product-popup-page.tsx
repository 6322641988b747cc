import type { ReactNode } from 'react';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { membershipPopupParams } from '@/lib/bridge/membership-params';
import type { Plan, SkuKind } from '@/lib/member/schemas';
import { plansNamedBy, plansOfProductKind } from '@/lib/member/rules';
import { readPromotedPlans } from '@/lib/member/server';
import type { RoutePath } from '@/lib/routes/manifest';

export type PopupQuery = Record<string, string | string[] | undefined>;

/**
 * The server half of the four product pay popups: reads the catalogue, picks the skus of one kind
 * (`pick` narrows them by the popup's id parameter) and renders the sheet, or the one read-error /
 * empty view. The SPEC §3 popup parameters (business_id, source_id, clue_id) name the order's source.
 */
export async function ProductPopupPage({
  route,
  kind,
  query,
  pick,
  missing,
  render,
}: {
  route: RoutePath;
  kind: SkuKind;
  query: PopupQuery;
  pick: (plans: Plan[]) => Plan[];
  missing: string;
  render: (offers: Plan[], source: string) => ReactNode;
}) {
  const params = membershipPopupParams(query);
  const source = params.source_id ?? params.business_id ?? `${route.slice(1)}`;
  const plans = await readPromotedPlans();
  const offers = plans.ok ? pick(plansOfProductKind(plans.data, kind)) : [];
  return (
    <PageShell route={route} header={false}>
      {!plans.ok ? (
        <ReadError error={plans.error} />
      ) : offers.length ? (
        render(offers, source.slice(0, 40))
      ) : (
        <EmptyState title={missing} />
      )}
    </PageShell>
  );
}

/** The one sku named by a query parameter (plan id or sku id), or the first of the kind when none is named. */
export function byParam(query: PopupQuery, name: string) {
  const raw = query[name];
  const wanted = typeof raw === 'string' ? raw : undefined;
  return (plans: Plan[]) => plansNamedBy(plans, wanted);
}
