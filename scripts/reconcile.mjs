#!/usr/bin/env node
/**
 * Prints the local upstream's reconciliation report (upstream/commerce/reconcile.ts, GET /__dev/reconcile):
 * per user and in total what was paid, refunded, credited to upgrades, rewarded and paid out, then every
 * mismatch with its references. Exits 1 when there is a mismatch, so CI can run it after a suite.
 *   node scripts/reconcile.mjs [--mobile 13800000003] [--json] [--url http://127.0.0.1:3001]
 * The upstream must run with its /__dev routes on (UPSTREAM_DEV_ROUTES is not 0).
 */
const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const base = option('url') ?? process.env.UPSTREAM_URL ?? `http://127.0.0.1:${process.env.UPSTREAM_PORT ?? 3001}`;
const mobile = option('mobile');
const url = new URL('/__dev/reconcile', base);
if (mobile) url.searchParams.set('mobile', mobile);

const yuan = (fen) => {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

let response;
try {
  response = await fetch(url);
} catch (error) {
  console.error(`reconcile: the upstream at ${base} does not answer (${error.message})`);
  process.exit(2);
}
const body = await response.json();
if (body.code !== 200) {
  console.error(`reconcile: ${response.status} ${body.message ?? ''} (are the /__dev routes on?)`);
  process.exit(2);
}
const report = body.data;
if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const columns = [
    'paid_fen',
    'refunded_fen',
    'credited_fen',
    'rewarded_fen',
    'paid_out_fen',
    'cash_fen',
    'frozen_fen',
    'owed_fen',
  ];
  const header = [
    'user',
    'mobile',
    'paid',
    'refunded',
    'credited',
    'rewarded',
    'paid out',
    'cash',
    'frozen',
    'owed',
    'caidan',
  ];
  const rows = report.users.map((user) => [
    String(user.user_id),
    user.mobile,
    ...columns.map((key) => yuan(user[key])),
    String(user.caidan),
  ]);
  rows.push([
    'total',
    `${report.totals.users} users`,
    ...columns.map((key) => yuan(report.totals[key])),
    String(report.totals.caidan),
  ]);
  const widths = header.map((title, index) => Math.max(title.length, ...rows.map((row) => row[index].length)));
  const print = (row) =>
    console.log(
      row.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join('  '),
    );
  print(header);
  for (const row of rows) print(row);
  console.log(`\n${report.mismatches.length} mismatch(es) at ${report.generated_at}`);
  for (const mismatch of report.mismatches)
    console.log(`- [${mismatch.kind}] user ${mismatch.user_id}: ${mismatch.message} ${JSON.stringify(mismatch.refs)}`);
}
process.exit(report.mismatches.length > 0 ? 1 : 0);
