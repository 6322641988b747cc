import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { upstream } from './bff-helpers';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from './pay-support';

type AutoRenew = {
  id: number;
  plan_id: string;
  enabled: boolean;
  renew_fen: number;
  next_charge_at: string | null;
  can_enable: boolean;
  can_disable: boolean;
};

/** 连续包月 over HTTP: the switch the sale pages promise (在会员中心一键关闭自动续费), and a renewal job that honours it. */
test.describe('auto-renewal', () => {
  test('paying VIP连续包月 signs up; switched off the job charges nothing; switched on again it charges 28.00 once', async () => {
    const client = await buyer();
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    await payAtCashier(confirmed.prepay.cashier_url!);
    await settled(client, confirmed.order.order_no);

    const list = await data<{ subscriptions: AutoRenew[] }>(await client.get('/h5/api/member/auto-renew'));
    const [sub] = list.subscriptions;
    expect(sub).toMatchObject({ plan_id: 'vip-month', enabled: true, renew_fen: 2800, can_disable: true });
    expect(sub.next_charge_at).not.toBeNull();

    const toggle = (enabled: boolean) =>
      client.post('/h5/api/member/auto-renew', {
        data: { id: sub.id, enabled },
        headers: { 'x-action-id': randomUUID() },
      });
    expect(await data<AutoRenew>(await toggle(false))).toMatchObject({
      enabled: false,
      next_charge_at: null,
      can_enable: true,
    });
    // Without the page's action id the switch is refused (one key per user action).
    expect((await client.post('/h5/api/member/auto-renew', { data: { id: sub.id, enabled: true } })).status()).toBe(
      400,
    );

    const up = await upstream();
    const run = async () =>
      (
        (await (
          await up.post('/__dev/member/renewals/run', { data: { now: sub.next_charge_at, subscription_id: sub.id } })
        ).json()) as { data: { charged: Array<{ amount_fen: number }> } }
      ).data.charged;
    expect(await run()).toEqual([]);
    expect(await data<AutoRenew>(await toggle(true))).toMatchObject({
      enabled: true,
      next_charge_at: sub.next_charge_at,
    });
    expect((await run()).map((charge) => charge.amount_fen)).toEqual([2800]);
    expect(await run()).toEqual([]);
    await up.dispose();

    // Another user's subscription id is not found.
    const stranger = await buyer();
    const foreign = await stranger.post('/h5/api/member/auto-renew', {
      data: { id: sub.id, enabled: false },
      headers: { 'x-action-id': randomUUID() },
    });
    expect(foreign.status()).toBe(404);
  });
});
