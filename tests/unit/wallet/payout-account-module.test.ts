import { ledgerModule, walletOf } from '@/upstream/shared/ledger';
import { moneyFixture, type Fixture } from '../order/money-fixture';

/** POST /wallet/account: the payout account is bound only after 实名认证, and stored masked. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

const bind = (userId: number, account: string) =>
  f.route<{ type: string; masked: string }>(
    ledgerModule,
    'POST /wallet/account',
    userId,
    {},
    { type: 'alipay', account },
  );

describe('payout account', () => {
  it('is refused before 实名认证 and bound after it, masked', async () => {
    const userId = await f.user();
    await expect(bind(userId, '13800000000')).rejects.toThrow('请先完成实名认证，再绑定收款账户');
    await f.db.execute({
      sql: 'INSERT OR REPLACE INTO realname_details (user_id, name, verified_at) VALUES (?, ?, ?)',
      args: [userId, '张三', new Date().toISOString()],
    });
    expect(await bind(userId, '13800000000')).toEqual({ type: 'alipay', masked: '138****0000' });
    expect((await walletOf(f.db, userId)).account).toEqual({ type: 'alipay', masked: '138****0000' });
    expect(await bind(userId, 'zhangsan@example.com')).toEqual({ type: 'alipay', masked: 'zh***@example.com' });
  });

  it('refuses an account that is neither a mobile nor an e-mail', async () => {
    const userId = await f.user();
    await f.db.execute({
      sql: 'INSERT OR REPLACE INTO realname_details (user_id, name, verified_at) VALUES (?, ?, ?)',
      args: [userId, '李四', new Date().toISOString()],
    });
    await expect(bind(userId, '12345')).rejects.toThrow();
  });
});
