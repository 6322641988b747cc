#!/usr/bin/env node
/**
 * Draws the per-family share card images (public/og/*.png, 1200×630) once with Chromium.
 * Link previews (WeChat, QQ, DingTalk, Weibo) take PNG or JPEG, not SVG. Re-run after a brand change:
 *   node scripts/og-cards.mjs
 */
import { chromium } from 'playwright-core';

const CARDS = {
  app: { title: '财知道', subtitle: '行情工具 · 分析师直播 · 会员服务' },
  market: { title: '财知道行情', subtitle: '龙虎榜 · 新股日历 · 北向资金' },
  live: { title: '财知道直播', subtitle: '分析师直播 · 节目单 · 回放' },
  legal: { title: '财知道', subtitle: '协议、规则与风险揭示' },
};

const BARS = `<svg width="220" height="220" viewBox="0 0 256 256" aria-hidden="true">
  <rect width="256" height="256" rx="40" fill="#ffffff"/>
  <rect x="62" y="148" width="36" height="46" fill="#c0261d"/><rect x="110" y="120" width="36" height="74" fill="#c0261d"/>
  <rect x="158" y="80" width="36" height="114" fill="#c0261d"/><rect x="56" y="200" width="144" height="6" fill="#e8c27a"/></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, card] of Object.entries(CARDS)) {
  await page.setContent(`<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:64px;padding:0 96px;box-sizing:border-box;background:#c0261d;color:#fff;font-family:'PingFang SC','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif">
    ${BARS}<div><div style="font-size:92px;font-weight:700;line-height:1.2">${card.title}</div>
    <div style="font-size:44px;margin-top:24px;opacity:.95">${card.subtitle}</div></div></body></html>`);
  await page.screenshot({ path: `public/og/${name}.png` });
}
await browser.close();
