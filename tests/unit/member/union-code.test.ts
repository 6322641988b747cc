import { createHash } from 'node:crypto';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { inviteModule } from '@/upstream/commerce/invite';
import { ledgerModule } from '@/upstream/shared/ledger';
import { memberModule } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { payModule } from '@/upstream/commerce/pay';
import { unionCodeModule, unionMemberCode, verifyUnionMemberCode } from '@/upstream/account/union-code';
import { vipModule } from '@/upstream/commerce/vip';
import { upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** Union-member codes are HMACs under a server secret: not derivable from the public user id, checked on use. */
describe('union-member code', () => {
  it('is not the hash of the public ids, and depends on the secret', () => {
    const code = unionMemberCode(42, 3, 'secret-a');
    expect(code).toMatch(/^[0-9A-F]{16}$/);
    expect(code.startsWith(createHash('sha256').update('42:3').digest('hex').slice(0, 12).toUpperCase())).toBe(false);
    expect(unionMemberCode(42, 3, 'secret-b')).not.toBe(code);
    expect(unionMemberCode(42, 3, 'secret-a')).toBe(code);
  });

  it.each([
    [42, 3, true],
    [43, 3, false],
    [42, 4, false],
  ])('verifies only for its own user and partner (user %i, partner %i → %s)', (userId, partnerId, valid) => {
    expect(verifyUnionMemberCode(unionMemberCode(42, 3, 'secret-a'), userId, partnerId, 'secret-a')).toBe(valid);
  });
});

describe('claiming and the partner’s check', () => {
  let up: UpstreamHarness;
  beforeAll(async () => {
    process.env.MARKET_TODAY = '2026-11-20';
    up = await upstreamHarness([
      authModule,
      complianceModule,
      vipModule,
      couponModule,
      memberModule,
      orderModule,
      payModule,
      ledgerModule,
      inviteModule,
      unionCodeModule,
    ]);
  });
  afterAll(() => {
    delete process.env.MARKET_TODAY;
    up.close();
  });

  it('a claimed code verifies at its partner; the old sha256 code of the same user does not', async () => {
    const svip = await up.userOf('13800000003');
    const claim = (await up.call('POST /member/union/claim', svip.id, {
      body: { partner_id: 1 },
      headers: { 'idempotency-key': 'union-claim-key-1' },
    })) as { code: string };
    expect(claim.code).toBe(unionMemberCode(svip.id, 1));
    expect(
      await up.call('POST /member/union/verify', null, { body: { partner_id: 1, code: claim.code } }),
    ).toMatchObject({ valid: true });
    expect(
      await up.call('POST /member/union/verify', null, { body: { partner_id: 2, code: claim.code } }),
    ).toMatchObject({ valid: false, claimed_at: null });
    const guessed = createHash('sha256').update(`${svip.id}:1`).digest('hex').slice(0, 12).toUpperCase();
    expect(await up.call('POST /member/union/verify', null, { body: { partner_id: 1, code: guessed } })).toMatchObject({
      valid: false,
    });
  });
});
