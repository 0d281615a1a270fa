/**
 * npm run verify:photos -- DIR   (DIR: the photo dataset, e.g. ../shared/photos)
 *
 * The CI check of the photo recogniser (issue 12). Never retrains: it uses
 * the committed fold models and the shipped model.
 *
 * Checks (each counts one pass or one fail):
 * - per photo and per way up (as taken, and its pixels turned 90°, 180°
 *   and 270° clockwise in Node, no EXIF), cross-validation in Node: read by
 *   the shipped TypeScript pipeline with the model of the folds that did
 *   not contain it (a held-out photo, every sixth, with the shipped model,
 *   which was not trained on it either), without throwing, within 10 s;
 * - per photo, in Chromium: recognisePhoto (worker, decode, pipeline,
 *   shipped model) on the photo's bytes resolves within 10 s with a grid
 *   or a reason other than 'failed';
 * - the cross-validation aggregate meets the issue's targets: photos read
 *   exactly (all 81 cells, as read, before any correction) >= 95%, cells
 *   wrong <= 0.2% (the issue asks 0.3%; 98.5% and 0.04% when the models
 *   were last trained);
 * - all photos together, each read by a model that never saw it (the
 *   folds and the held-out part): read exactly >= 95%, cells wrong <= 0.3%
 *   (97.5% and 0.07% when last trained);
 * - the held-out photos (every sixth, read by the shipped model; no model
 *   was trained on them): read exactly >= 88% (26 photos: a photo is 3.8
 *   points), cells wrong <= 0.3%;
 * - each turned way reads about as well as upright: its exact rate at
 *   least the upright rate less TURN_MARGIN points, its cells wrong at
 *   most the upright share plus 0.1 point (see TURN_MARGIN for why a margin);
 * - bad inputs in Chromium give their reason and never throw or hang: text
 *   ('not-image'), a 120x90 image ('too-small'), a 48 MB file ('too-large'),
 *   a 30000x30000 PNG ('too-large', from its header, not 'not-image'),
 *   a 7680x5760 photo (a fixture enlarged 12 times) reads its grid with
 *   the renderer's memory growing less than 300 MB (decoded scaled down;
 *   on Linux, measured from /proc every 20 ms),
 *   a picture with no grid ('no-grid'), a truncated JPEG (any reason or a
 *   read, within 10 s);
 * - the recogniser's code + model (the page's chunk with recognisePhoto and
 *   the photo worker's chunk) <= 150 KB gzip.
 * Prints a line per failure and, last, `photos: N passed, N failed`; exits
 * 1 on any failure. A few minutes on two cores.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBrowser } from './photo/browser';
import {
  crossValidate,
  formatSummary,
  rates,
  summarise,
  summariseHeldOut,
  summariseTurns,
  TURNS,
} from './photo/cv';
import { listPhotos } from './photo/dataset';
import { blankPng, enlargedJpeg } from './photo/bigFiles';
import type { SyntheticKind } from './photo/harness';
import type { PhotoRead } from '../../src/photo/types';

const BOUND_MS = 10_000;
/**
 * How many points of exact reads a turned way up may lose against upright.
 * A turned photo is read from the same grid, cut again the right way up,
 * so the reads should be the same; but the grid is found in the turned
 * pixels, and the corners (to a pixel) and so the cells' cuts differ a
 * little: a photo on the edge (one cell read at 0.5) may go either way.
 * 3 points is 5 of 160 photos; a wrong way up costs 30-80 points.
 */
const TURN_MARGIN = 3;
const dir = resolve(process.argv[2] ?? '../shared/photos');
let passed = 0;
let failed = 0;
function check(ok: boolean, what: string): void {
  if (ok) passed++;
  else {
    failed++;
    console.log(`FAIL ${what}`);
  }
}

async function main(): Promise<void> {
  const photos = listPhotos(dir);
  if (photos.length === 0) {
    console.log(`no photos in ${dir}`);
    check(false, 'the photo folder has photos');
  }
  const results = crossValidate(
    dir,
    (r) =>
      check(
        r.error === null && r.ms <= BOUND_MS,
        `${r.photo.name} turned ${r.turn * 90}°: cross-validation read (${r.error ?? `${r.ms.toFixed(0)} ms`})`,
      ),
    TURNS,
  );
  const rows = summarise(results);
  console.log('Upright, per fold:\n');
  console.log(formatSummary(rows));
  const turns = summariseTurns(results);
  console.log('\nPer way up (all folds):\n');
  console.log(formatSummary(turns, 'turned'));
  const heldOut = summariseHeldOut(results);
  console.log('\nHeld out (never trained on; read by the shipped model):\n');
  console.log(formatSummary([heldOut], 'part'));
  const held = rates(heldOut);
  // 26 photos: one photo is 3.8 points (the shipped model reads 24 of 26 exactly, 0.24% of cells wrong).
  check(
    heldOut.photos > 0 && held.exact >= 88,
    `held out: read exactly ${held.exact.toFixed(1)}% >= 88%`,
  );
  check(held.wrong <= 0.3, `held out: cells wrong ${held.wrong.toFixed(2)}% <= 0.3%`);
  const total = rows.at(-1)!;
  const { exact, wrong } = rates(total);
  // The issue's targets (the committed models reach 98.5% and 0.04%).
  check(exact >= 95, `photos read exactly ${exact.toFixed(1)}% >= 95%`);
  check(wrong <= 0.2, `cells wrong ${wrong.toFixed(2)}% <= 0.2%`);
  // Every photo, each read by a model that never saw it.
  const all = rates({
    fold: 'all',
    photos: total.photos + heldOut.photos,
    exact: total.exact + heldOut.exact,
    wrongCells: total.wrongCells + heldOut.wrongCells,
  });
  console.log(
    `\nall ${total.photos + heldOut.photos} photos, each read by a model that never saw it: ${all.exact.toFixed(1)}% read exactly, ${all.wrong.toFixed(2)}% cells wrong`,
  );
  check(all.exact >= 95, `all photos: read exactly ${all.exact.toFixed(1)}% >= 95%`);
  check(all.wrong <= 0.3, `all photos: cells wrong ${all.wrong.toFixed(2)}% <= 0.3%`);
  for (const row of turns.slice(1)) {
    const turned = rates(row);
    check(
      turned.exact >= exact - TURN_MARGIN,
      `turned ${row.fold}: read exactly ${turned.exact.toFixed(1)}% >= ${exact.toFixed(1)}% - ${TURN_MARGIN}`,
    );
    check(
      turned.wrong <= wrong + 0.1,
      `turned ${row.fold}: cells wrong ${turned.wrong.toFixed(2)}% <= ${wrong.toFixed(2)}% + 0.1`,
    );
  }
  console.log(
    `\ncross-validation: ${exact.toFixed(1)}% read exactly, ${wrong.toFixed(2)}% cells wrong; ${turns
      .slice(1)
      .map((row) => `turned ${row.fold} ${rates(row).exact.toFixed(1)}%`)
      .join(', ')}`,
  );

  const run = await startBrowser();
  try {
    for (const photo of photos) {
      const { ms, read } = await run.read(readFileSync(photo.jpg), 'image/jpeg');
      const reason = read.ok ? 'ok' : read.reason;
      check(
        ms <= BOUND_MS && reason !== 'failed',
        `${photo.name}: in Chromium ${reason} in ${ms.toFixed(0)} ms`,
      );
    }
    const bad = async (kind: SyntheticKind, base64?: string) =>
      run.page.evaluate(([k, b]) => window.readSynthetic(k, b), [kind, base64] as const);
    const expect = (kind: string, got: { ms: number; read: PhotoRead }, want: string | null) => {
      const reason = got.read.ok ? 'ok' : got.read.reason;
      check(
        got.ms <= BOUND_MS && (want === null || reason === want),
        `${kind}: ${reason} in ${got.ms.toFixed(0)} ms (want ${want ?? 'any'})`,
      );
    };
    expect('text', await bad('text'), 'not-image');
    expect('tiny', await bad('tiny'), 'too-small');
    expect('huge-file', await bad('huge-file'), 'too-large');
    expect('picture', await bad('picture'), 'no-grid');
    // A real 30000 x 30000 PNG (900 megapixels, blank: under a megabyte).
    const huge = await run.read(blankPng(30_000, 30_000), 'image/png');
    expect('30000x30000 PNG', huge, 'too-large');
    // A 44-megapixel photo: read, in bounded memory.
    const big = enlargedJpeg(resolve(import.meta.dirname, '../fixtures/photos/image2.jpg'), 12);
    const before = await run.rendererMB();
    let peak = before;
    let reading = true;
    const sampling = (async () => {
      while (reading) {
        peak = Math.max(peak, await run.rendererMB());
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const enlarged = await run.read(big, 'image/jpeg');
    reading = false;
    await sampling;
    expect('7680x5760 photo', enlarged, 'ok');
    check(
      peak - before < 300,
      `7680x5760 photo: renderer memory grew ${(peak - before).toFixed(0)} MB < 300 MB`,
    );
    console.log(`7680x5760 photo: renderer memory grew ${(peak - before).toFixed(0)} MB`);
    if (photos.length > 0) {
      const head = readFileSync(photos[0].jpg).subarray(0, 3000);
      expect('truncated', await bad('truncated', Buffer.from(head).toString('base64')), null);
    }
  } finally {
    await run.close();
  }
  const size = run.chunks.reduce((s, c) => s + c.gzip, 0) / 1024;
  check(size <= 150, `recogniser code + model ${size.toFixed(1)} KB gzip <= 150 KB`);
  console.log(`photos: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((e) => {
  console.error(e);
  console.log(`photos: ${passed} passed, ${failed + 1} failed`);
  process.exit(1);
});
