import { UPSTREAM } from './live-support';

interface Report {
  mismatches: { kind: string; user_id: number | null; message: string; refs: Record<string, unknown> }[];
}

/**
 * After the contract, security and e2e suites (playwright.config.ts globalTeardown): every payment,
 * refund, credit, reward and payout they made must reconcile (upstream/commerce/reconcile.ts). Run in CI,
 * where the suites start on a fresh database; a reused local server may hold anything.
 */
export default async function reconcileAfterSuites(): Promise<void> {
  if (!process.env.CI) return;
  const response = await fetch(`${UPSTREAM}/__dev/reconcile`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`reconciliation report: HTTP ${response.status}`);
  const report = ((await response.json()) as { data: Report }).data;
  console.log(`[reconcile] ${report.mismatches.length} mismatch(es) after the suites`);
  if (report.mismatches.length) {
    throw new Error(
      `money does not reconcile after the suites:\n${report.mismatches.map((m) => `- [${m.kind}] user ${m.user_id}: ${m.message} ${JSON.stringify(m.refs)}`).join('\n')}`,
    );
  }
}
