import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4202';
const ONE_LEFT = '9582741631236987547461539286743152895327.9416819462375285941637397526841461837592';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const locale of ['en', 'zh-CN']) for (const scheme of ['light', 'dark']) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, colorScheme: scheme, locale });
  await ctx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await ctx.newPage();
  await page.clock.setFixedTime(new Date('2026-11-23T09:30:00'));
  const name = (n) => page.getByRole('button', { name: n, exact: true });
  const L = locale === 'en' ? { daily: 'Daily puzzle', share: 'Share', stats: 'Statistics', result: 'Share result', progress: 'Include my progress', copy: 'Copy link' } : { daily: '每日一题', share: '分享', stats: '统计', result: '分享成绩', progress: '包含我的进度', copy: '复制链接' };
  const tag = `${locale}-${scheme}`;
  // Win dialog with a shared result.
  await page.goto(`${base}/?puzzle=${ONE_LEFT}`);
  await page.getByRole('grid').waitFor();
  await page.waitForTimeout(1200);
  await page.getByRole('gridcell').nth(40).click();
  await page.keyboard.press('8');
  await page.waitForTimeout(500);
  await name(L.result).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shot-win-${tag}.png` });
  await page.keyboard.press('Escape');
  // Daily: open today's, then the calendar.
  await name(L.daily).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `/tmp/shot-dailyboard-${tag}.png` });
  await name(L.daily).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shot-calendar-${tag}.png` });
  await page.keyboard.press('Escape');
  // Share with progress and copied.
  await name(L.share).click();
  await page.waitForTimeout(400);
  await page.getByRole('checkbox', { name: L.progress }).check();
  await name(L.copy).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-share-${tag}.png` });
  await page.keyboard.press('Escape');
  // Statistics, scrolled to the daily part.
  await name(L.stats).click();
  await page.waitForTimeout(400);
  await page.locator('.daily-stats').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shot-stats-${tag}.png` });
  await ctx.close();
}
// 320 wide: every dialog fits.
const ctx = await browser.newContext({ viewport: { width: 320, height: 568 } });
const page = await ctx.newPage();
await page.goto(base); await page.getByRole('grid').waitFor(); await page.waitForTimeout(1200);
await page.getByRole('button', { name: 'Daily puzzle', exact: true }).click(); await page.waitForTimeout(800);
await page.getByRole('button', { name: 'Daily puzzle', exact: true }).click(); await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/shot-320-calendar.png` });
const w = await page.evaluate(() => [document.documentElement.scrollWidth, document.querySelector('.dialog').getBoundingClientRect().width, ...[...document.querySelectorAll('.calendar-day')].slice(0,3).map(b => b.getBoundingClientRect().width)]);
console.log('320 widths', w);
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'Share', exact: true }).click(); await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/shot-320-share.png` });
await ctx.close();
await browser.close();
