import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { freshMobile, login, newClient, outboxCode, sendCode, upstream } from './bff-helpers';
import { submissionFor } from './compliance-support';
import { audit } from './money-support';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from './pay-support';

/** Refunds, invoices and invite rewards over HTTP (BFF ⇄ local upstream): one of each under races; another user's ids are 404. */
const COMPANY = {
  title_type: 'COMPANY',
  title: '腾讯科技（深圳）有限公司',
  tax_no: '91440300708461136T',
  email: 'finance@example.com',
};

async function paidOrder(client: APIRequestContext, planId = 'vip-month'): Promise<string> {
  const confirmed = await data<Confirmed>(await confirmPlan(client, planId));
  await payAtCashier(confirmed.prepay.cashier_url!);
  expect((await settled(client, confirmed.order.order_no)).status).toBe('PAID');
  return confirmed.order.order_no;
}

const refund = (client: APIRequestContext, orderNo: string, amountFen: number, actionId = randomUUID()) =>
  client.post(`/h5/api/orders/${orderNo}/refund`, {
    data: { reason: '误购/重复购买', amount_fen: amountFen },
    headers: { 'x-action-id': actionId },
  });
const apply = (client: APIRequestContext, body: Record<string, unknown>, actionId = randomUUID()) =>
  client.post('/h5/api/invoices', { data: body, headers: { 'x-action-id': actionId } });

test.describe('after-sale: refunds, invoices, invites', () => {
  test('10 concurrent refund requests for one order → one refund; the order is 退款中; paying it back voids the invoice', async () => {
    const client = await buyer();
    const orderNo = await paidOrder(client);
    const invoice = await data<{ invoice_no: string; amount_fen: number }>(
      await apply(client, { order_no: orderNo, ...COMPANY }),
    );
    expect(invoice.amount_fen).toBe(2800);

    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(client, orderNo, 2800)));
    const statuses = answers.map((answer) => answer.status()).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const state = await data<{
      order: { status: string };
      refund: { status: string; amount_fen: number };
      events: unknown[];
    }>(await client.get(`/h5/api/orders/${orderNo}/refund`));
    expect(state).toMatchObject({ order: { status: 'REFUNDING' }, refund: { status: 'PENDING', amount_fen: 2800 } });
    expect(state.events).toHaveLength(2);

    const up = await upstream();
    expect((await up.post('/__dev/orders/refund-complete', { data: { order_no: orderNo } })).status()).toBe(200);
    await up.dispose();
    const after = await data<{ order: { status: string }; refund: { status: string; payout_ref: string } }>(
      await client.get(`/h5/api/orders/${orderNo}/refund`),
    );
    expect(after).toMatchObject({ order: { status: 'REFUNDED' }, refund: { status: 'REFUNDED' } });
    expect((await data<{ status: string }>(await client.get(`/h5/api/invoices/${invoice.invoice_no}`))).status).toBe(
      'VOIDED',
    );
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('NONE');
    // A retry of the first action answers the first result; a new one is refused.
    expect((await refund(client, orderNo, 2800)).status()).toBe(409);
  });

  test('invoices: a bad 税号 changes nothing; a concurrent double apply issues one; the document downloads', async () => {
    const client = await buyer();
    const orderNo = await paidOrder(client);
    const bad = await apply(client, { order_no: orderNo, ...COMPANY, tax_no: '91440300708461136S' });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ code: 1003, message: '请填写正确的纳税人识别号（18位统一社会信用代码）' });
    expect((await apply(client, { order_no: orderNo, ...COMPANY, amount_fen: 1 })).status()).toBe(400);
    expect((await data<{ invoices: unknown[] }>(await client.get('/h5/api/invoices'))).invoices).toHaveLength(0);

    const answers = await Promise.all([
      apply(client, { order_no: orderNo, ...COMPANY }),
      apply(client, { order_no: orderNo, ...COMPANY, title_type: 'PERSONAL', title: '张三', tax_no: '' }),
    ]);
    expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
    const { invoices } = await data<{ invoices: Array<{ invoice_no: string; amount_fen: number; status: string }> }>(
      await client.get('/h5/api/invoices'),
    );
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amount_fen: 2800, status: 'ISSUED' });

    const document = await client.get(`/h5/api/invoices/${invoices[0].invoice_no}/document`);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toContain('text/html');
    expect(document.headers()['content-disposition']).toContain('attachment');
    const html = await document.text();
    expect(html).toContain('电子发票（普通发票）');
    expect(html).toContain('¥28.00');

    const appeal = await client.post('/h5/api/invoices/appeals', {
      data: { invoice_no: invoices[0].invoice_no, kind: 'WRONG_EMAIL', email: 'right@example.com' },
      headers: { 'x-action-id': randomUUID() },
    });
    expect(appeal.status(), await appeal.text()).toBe(200);
    const up = await upstream();
    const mail = (await (await up.get('/__dev/mail?email=right@example.com')).json()) as {
      data: { mail: Array<{ invoice_no: string }> };
    };
    await up.dispose();
    expect(mail.data.mail.map((item) => item.invoice_no)).toContain(invoices[0].invoice_no);
  });

  test("another user's order, refund and invoice ids → 404, never their data", async () => {
    const owner = await buyer();
    const orderNo = await paidOrder(owner);
    const invoice = await data<{ invoice_no: string }>(await apply(owner, { order_no: orderNo, ...COMPANY }));
    const stranger = await buyer(0);
    for (const response of [
      await stranger.get(`/h5/api/orders/${orderNo}/refund`),
      await refund(stranger, orderNo, 100),
      await stranger.get(`/h5/api/invoices/${invoice.invoice_no}`),
      await stranger.get(`/h5/api/invoices/${invoice.invoice_no}/document`),
      await stranger.post('/h5/api/invoices/appeals', {
        data: { invoice_no: invoice.invoice_no, kind: 'OTHER', email: 'x@example.com' },
        headers: { 'x-action-id': randomUUID() },
      }),
      await apply(stranger, { order_no: orderNo, ...COMPANY }),
    ]) {
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toContain(COMPANY.title);
    }
  });

  test('invite: a friend who registers with the code is pending (masked phone); once the friend pays and the refund window ends, 10% settles into the wallet once', async () => {
    const inviter = await newClient();
    const inviterMobile = await login(inviter);
    const { code } = await data<{ code: string }>(await inviter.get('/h5/api/invites'));
    const friend = await newClient();
    const friendMobile = freshMobile();
    expect((await sendCode(friend, friendMobile)).status()).toBe(200);
    const registered = await friend.post('/h5/api/uaa/oauth/token', {
      data: {
        grant_type: 'sms',
        mobile: friendMobile,
        code: await outboxCode(friendMobile),
        invitation_code: code,
        agreement: true,
      },
    });
    expect(registered.status()).toBe(200);

    const pending = await data<{ invitees: Array<{ masked_mobile: string; status: string }>; pending_count: number }>(
      await inviter.get('/h5/api/invites'),
    );
    expect(pending.invitees).toEqual([
      expect.objectContaining({
        masked_mobile: `${friendMobile.slice(0, 3)}****${friendMobile.slice(7)}`,
        status: 'PENDING',
      }),
    ]);
    expect(JSON.stringify(pending)).not.toContain(friendMobile);

    const assessed = await friend.post('/h5/api/compliance/evaluations', { data: submissionFor(4) });
    expect(assessed.status()).toBe(200);
    const friendOrder = await paidOrder(friend);
    // Pending while the friend may still get a full refund (结算前已退款的订单不计返现).
    expect((await audit(inviterMobile)).cash).toMatchObject({ balance: 0, entries: 0 });
    expect(
      (await data<{ invitees: Array<{ status: string }> }>(await inviter.get('/h5/api/invites'))).invitees,
    ).toEqual([expect.objectContaining({ status: 'PENDING' })]);
    const up = await upstream();
    expect((await up.post('/__dev/orders/age-paid', { data: { order_no: friendOrder, days: 8 } })).status()).toBe(200);
    await up.dispose();
    const reads = await Promise.all([
      inviter.get('/h5/api/invites'),
      inviter.get('/h5/api/invites'),
      inviter.get('/h5/api/invites'),
    ]);
    for (const read of reads) expect(read.status()).toBe(200);
    const settled = await data<{ invitees: Array<{ status: string; reward_fen: number }>; settled_fen: number }>(
      await inviter.get('/h5/api/invites'),
    );
    expect(settled).toMatchObject({ settled_fen: 280, invitees: [{ status: 'SETTLED', reward_fen: 280 }] });
    const ledger = await audit(inviterMobile);
    expect(ledger.cash).toMatchObject({ balance: 280, entries: 1 });
  });
});
