import { expect, test } from '@playwright/test';
import { PUZZLES, button, status } from './helpers';

/*
 * Chinese for Chinese players (issue 19): the page's title, description
 * and manifest in Chinese from the first paint, the first hint press said
 * as a sentence, every tool's caption never cut off, on a desktop and on
 * the narrowest phone, and
 * the Chinese fonts before system-ui so that “ ” are full width.
 */

test.use({ locale: 'zh-CN' });

for (const [width, height] of [
  [1280, 800],
  [320, 640],
]) {
  test(`every tool's caption is shown whole at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/?puzzle=${PUZZLES.easy}`);
    // Fill notes (填写候选数) shows 候选数, a part of its name, in its tile.
    const tool = page.getByRole('button', { name: '填写候选数', exact: true });
    await expect(tool.getByText('候选数', { exact: true })).toBeVisible();
    const captions = page.getByRole('group', { name: '工具' }).locator('.tool-caption');
    await expect(captions).toHaveCount(12);
    for (const caption of await captions.all()) {
      // Every Chinese glyph is one em wide (whatever CJK font the player has;
      // this machine may have none): the caption's characters must fit its room.
      const fit = await caption.evaluate((el) => {
        const button = el.closest('button')!;
        const style = getComputedStyle(button);
        const room =
          button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const text = el.textContent ?? '';
        return { text, needed: text.length * parseFloat(getComputedStyle(el).fontSize), room };
      });
      expect(fit.needed, fit.text).toBeLessThanOrEqual(fit.room);
      // And as drawn: the caption (which cuts with an ellipsis) shows all of its text.
      const clip = await caption.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(clip.scroll, fit.text).toBeLessThanOrEqual(clip.client);
    }
  });
}

test('the first hint press is said as a sentence: 留意第6宫，可以用摒除法。', async ({ page }) => {
  await page.goto(`/?puzzle=${encodeURIComponent(PUZZLES.hiddenSingle)}`);
  await button(page, '提示').click();
  await expect(status(page)).toHaveText('留意第6宫，可以用摒除法。');
});

test('Chinese fonts come first, so the quotes in “提示” are drawn full width', async ({ page }) => {
  await page.goto(`/?puzzle=${PUZZLES.easy}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const drawn = await page.evaluate(() => {
    const families = getComputedStyle(document.body)
      .fontFamily.split(',')
      .map((f) => f.trim().replace(/^["']|["']$/g, ''));
    const probe = document.createElement('span');
    probe.style.whiteSpace = 'pre';
    document.body.append(probe);
    const width = (text: string) => {
      probe.textContent = text;
      return probe.getBoundingClientRect().width;
    };
    const quotes = width('“”');
    const em = parseFloat(getComputedStyle(probe).fontSize);
    probe.remove();
    return { families, quotes, em };
  });
  const cjk = drawn.families.indexOf('Noto Sans CJK SC');
  expect(cjk).toBeGreaterThanOrEqual(0);
  expect(cjk).toBeLessThan(drawn.families.indexOf('system-ui'));
  // This machine has Noto Sans CJK SC: each quote is one em wide, as in Chinese print.
  expect(drawn.quotes).toBeGreaterThanOrEqual(2 * drawn.em * 0.9);
});

test('a Chinese browser gets the Chinese title, description and manifest before the app runs', async ({
  page,
}) => {
  // Without JavaScript modules running (the app), boot.js alone must set them.
  await page.route('**/*.tsx', (route) => route.abort());
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page).toHaveTitle('数独');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /数独/);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.zh-CN.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({ name: '数独', short_name: '数独', lang: 'zh-CN' });
  expect(manifest.description).toMatch(/数独/);
  const english = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.icons).toEqual(english.icons);
  expect(manifest.start_url).toBe(english.start_url);
});

test('entering a puzzle on a 320 px phone, 开始这道题 shows whole in its tile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/?puzzle=${PUZZLES.easy}`);
  await button(page, '输入题目').click();
  const play = button(page, '开始这道题');
  await expect(play).toBeVisible();
  // Only the whole name is drawn (English shows its short caption here, Play).
  await expect(play.locator('.tool-caption:visible')).toHaveText(['开始这道题']);
  const fit = await play.evaluate((b) => {
    const el = b.querySelector<HTMLElement>('.tool-name')!;
    const style = getComputedStyle(b);
    const room = b.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = (el.textContent ?? '').length * parseFloat(getComputedStyle(el).fontSize);
    return { needed, room, scroll: el.scrollWidth, client: el.clientWidth };
  });
  expect(fit.needed).toBeLessThanOrEqual(fit.room);
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
});

for (const [width, height] of [
  [360, 740],
  [320, 568],
] as const) {
  test(`at ${width}x${height} the Chinese typing instructions show whole in the status line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/?puzzle=${PUZZLES.easy}`);
    await button(page, '输入题目').click();
    const verdict = page.locator('.entry-verdict');
    await expect(verdict).toContainText('逐行输入');
    expect(await verdict.evaluate((e) => e.scrollHeight - e.clientHeight)).toBeLessThanOrEqual(1);
  });
}
