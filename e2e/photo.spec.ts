import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { countSolutions } from '../src/engine/solver';
import { PUZZLES, board, button, openGame, status } from './helpers';

/*
 * "From photo" with the real recogniser in the browser (issue 21): a photo
 * turned a quarter either way or upside down (its pixels turned in the
 * page, no EXIF to say so) reads as upright; a given painted out of the
 * photo reads as a blank, and no correction ever fills it.
 *
 * tests/fixtures/photos/image2: a photo of the Sudoku photo dataset by
 * Baptiste Wicht and Jean Hennebert (CC BY 4.0, see the README there).
 */

const PHOTO = 'tests/fixtures/photos/image2.jpg';
const GIVENS = readFileSync('tests/fixtures/photos/image2.dat', 'utf8')
  .trim()
  .split('\n')
  .slice(2)
  .join(' ')
  .trim()
  .split(/\s+/)
  .map(Number);
/** The grid's corners in the photo (from the dataset's outlines), clockwise from top left. */
const CORNERS = [
  [37, 17],
  [569, 16],
  [574, 465],
  [30, 473],
];

/**
 * The photo as a PNG, changed in the page: turned `quarters` quarter turns
 * clockwise, after painting each of `blank` (centre x, y, width, height)
 * over with the paper's colour next to it.
 */
async function changedPhoto(
  page: Page,
  change: { quarters: number; blank?: number[][] },
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ photo, quarters, blank }) => {
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const { width, height } = bitmap;
      const flat = new OffscreenCanvas(width, height);
      const f = flat.getContext('2d')!;
      f.drawImage(bitmap, 0, 0);
      for (const [x, y, w, h] of blank) {
        // The paper's colour just inside the cell's top left corner, away from the digit.
        const [r, g, b] = f.getImageData(
          Math.round(x - w * 0.62),
          Math.round(y - h * 0.62),
          1,
          1,
        ).data;
        f.fillStyle = `rgb(${r} ${g} ${b})`;
        f.fillRect(x - w / 2, y - h / 2, w, h);
      }
      const sideways = quarters % 2 === 1;
      const canvas = new OffscreenCanvas(sideways ? height : width, sideways ? width : height);
      const g = canvas.getContext('2d')!;
      g.translate(canvas.width / 2, canvas.height / 2);
      g.rotate((quarters * Math.PI) / 2);
      g.drawImage(flat, -width / 2, -height / 2);
      const png = new Uint8Array(
        await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer(),
      );
      let text = '';
      for (let i = 0; i < png.length; i += 0x8000)
        text += String.fromCharCode(...png.subarray(i, i + 0x8000));
      return btoa(text);
    },
    {
      photo: readFileSync(PHOTO).toString('base64'),
      quarters: change.quarters,
      blank: change.blank ?? [],
    },
  );
  return Buffer.from(base64, 'base64');
}

/** Choose `file` as the photo and wait for its read. */
async function readPhoto(page: Page, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel('Photo of a puzzle').setInputFiles({ ...file, mimeType: 'image/png' });
  await expect(status(page)).toContainText('Reading the photo');
  await expect(status(page)).not.toContainText('Reading the photo', { timeout: 30_000 });
}

/** The digits on the board (0 empty), from the cells' names. */
async function gridDigits(page: Page): Promise<number[]> {
  const names = await board(page)
    .getByRole('gridcell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
  return names.map((n) => Number(/, (\d)(, uncertain)?$/.exec(n)?.[1] ?? '0'));
}

test('a photo turned a quarter either way, or upside down, reads as the upright one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openGame(page, PUZZLES.easy);
  await button(page, 'Enter a puzzle').click();
  await readPhoto(page, { name: 'upright.png', buffer: await changedPhoto(page, { quarters: 0 }) });
  const upright = await gridDigits(page);
  expect(upright).toEqual(GIVENS);
  await expect(status(page)).toContainText('Unique solution');
  for (const quarters of [1, 3, 2]) {
    await button(page, 'Clear').click();
    await expect(status(page)).not.toContainText('Unique solution');
    const buffer = await changedPhoto(page, { quarters });
    await readPhoto(page, { name: `turned-${quarters * 90}.png`, buffer });
    expect(await gridDigits(page), `turned ${quarters * 90}°`).toEqual(upright);
    await expect(status(page)).toContainText('Unique solution');
    await expect(status(page)).not.toContainText('read reliably');
  }
});

test('a given painted out of the photo reads as a sure blank, and no correction fills it', async ({
  page,
}) => {
  // A given without which the puzzle has several solutions: a correction
  // that put it back would make the grid "unique", but the cell is blank
  // in the photo, so nothing may be proposed there.
  const cell = GIVENS.findIndex((d, i) => {
    const without = GIVENS.slice();
    without[i] = 0;
    return d !== 0 && countSolutions(without, 2) === 2;
  });
  expect(cell).toBeGreaterThanOrEqual(0);
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  // The cell's centre and size in the photo, between the grid's corners.
  const at = (u: number, v: number) =>
    [0, 1].map(
      (k) =>
        (1 - u) * (1 - v) * CORNERS[0][k] +
        u * (1 - v) * CORNERS[1][k] +
        u * v * CORNERS[2][k] +
        (1 - u) * v * CORNERS[3][k],
    );
  const [x, y] = at((col + 0.5) / 9, (row + 0.5) / 9);
  const blank = [
    [
      x,
      y,
      (0.72 * (CORNERS[1][0] - CORNERS[0][0])) / 9,
      (0.72 * (CORNERS[3][1] - CORNERS[0][1])) / 9,
    ],
  ];

  await openGame(page, PUZZLES.easy);
  await button(page, 'Enter a puzzle').click();
  await readPhoto(page, {
    name: 'painted.png',
    buffer: await changedPhoto(page, { quarters: 1, blank }),
  });
  const read = await gridDigits(page);
  const expected = GIVENS.slice();
  expected[cell] = 0;
  expect(read).toEqual(expected);
  const name = `Row ${row + 1}, column ${col + 1}, empty`;
  await expect(board(page).getByRole('gridcell', { name, exact: true })).toBeVisible();
  await expect(status(page)).toContainText('More than one solution');
  await expect(status(page)).toContainText("This photo couldn't be read reliably:");
  await expect(status(page)).not.toContainText(`row ${row + 1}, column ${col + 1} is`);
  await expect(button(page, 'Apply this correction')).toHaveCount(0);
  // On a phone, upright or sideways, the whole verdict shows, not cut off in the status line.
  const verdict = status(page);
  await expect(verdict).toContainText("This photo couldn't be read reliably:");
  for (const [width, height] of [
    [360, 740],
    [740, 360],
  ]) {
    await page.setViewportSize({ width, height });
    await expect
      .poll(() => verdict.evaluate((e) => e.scrollHeight - e.clientHeight), {
        message: `${width}x${height}`,
      })
      .toBeLessThanOrEqual(1);
  }
});
