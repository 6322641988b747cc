import { chromium } from '@playwright/test';
const base = 'http://localhost:3500';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const theme of ['light', 'dark']) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, deviceScaleFactor: 1, isMobile: true, locale: 'zh-CN', colorScheme: theme });
  const page = await ctx.newPage();
  if (process.env.LOGIN) {
    const mobile = process.env.LOGIN;
    await page.request.post('/h5/api/uaa/oauth/sms-code', { data: { mobile } });
    const code = (await (await page.request.get(`http://127.0.0.1:3501/__dev/sms?mobile=${mobile}`)).json()).data.code;
    await page.request.post('/h5/api/uaa/oauth/token', { data: { grant_type: 'sms', mobile, code, agreement: true } });
  }
  for (const path of pages) {
    const response = await page.goto(base + '/h5' + path);
    const name = path.replace(/[^\w]+/g, '_');
    await page.screenshot({ path: `/tmp/shot-${theme}${process.env.LOGIN ? '-in' : ''}${name}.png`, fullPage: true });
    console.log(theme, path, response.status(), page.url());
  }
  await ctx.close();
}
await browser.close();
