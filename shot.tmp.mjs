import { chromium } from '@playwright/test';
const [,, url, out, w, h, scheme, actions] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, colorScheme: scheme });
await page.goto(url);
await page.getByRole('grid').waitFor();
await page.waitForTimeout(1500);
if (actions) { const f = new Function('page', `return (async () => { ${actions} })()`); await f(page); }
await page.screenshot({ path: out });
await browser.close();
