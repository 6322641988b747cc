import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { loginAs } from './live-support';

const PUBLIC = ['/openMember', '/conversitionZbVip', '/conversitionPerSvip', '/vip-sale1/v2', '/svip-sale4/v2', '/special-199/v2', '/rightsCompare', '/membershipInterests', '/equityCenterShare', '/vip/union-member', '/vip/union-member/rule', '/vip/union-member/detail/1'];
const PRIVATE = ['/pay?plan_id=svip-year', '/pay?plan_id=vip-month', '/equityCenter', '/vip/union-member/record', '/buyMemberPopup?level=svip', '/skuPayPopup?sku_id=658', '/pay'];
test.setTimeout(300_000);
for (const [label, paths, login] of [['public', PUBLIC, false], ['private', PRIVATE, true]] as const) {
  test(`a11y ${label}`, async ({ page }) => {
    if (login) await loginAs(page.context().request);
    const found: string[] = [];
    for (const path of paths) {
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        const r = await page.goto(`/h5${path}`);
        expect(r?.status(), path).toBe(200);
        await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
        const res = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of res.violations) found.push(`${path} ${scheme} ${v.id} ${v.nodes[0]?.target.join(' ')} ${v.nodes[0]?.failureSummary?.split('\n')[1]}`);
      }
    }
    console.log(found.join('\n'));
    expect(found).toEqual([]);
  });
}
