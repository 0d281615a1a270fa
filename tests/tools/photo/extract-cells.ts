/**
 * npx tsx tests/tools/photo/extract-cells.ts [PHOTO_DIR] [OUT_DIR]
 *
 * Prepares the digit model's training data with the SAME TypeScript
 * pipeline the game runs (locateGrid -> rectify -> cellWindows), so that
 * training (train.py) and inference see identical cell crops. Writes to
 * OUT_DIR (default /tmp/photo-cells):
 *   inputs.u8   photos * 81 * CELL * CELL bytes: the digit model's input
 *               (cutDigits, 0 paper .. 255 ink; all 0 when no digit was cut)
 *   labels.u8   photos * 81 bytes, the true digit of each cell (0 blank)
 *   meta.json   { cell, photos: [{ name, fold, usable }] } (fold -1: held out)
 * A photo is `usable` for training when the grid was found within 4% of
 * its outlines.csv corners (so its crops match their labels); photos that
 * fail still count as failures in the cross-validation (bench-photos.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CELL, cutDigits, rectify } from '../../../src/photo/cells';
import { locateGrid } from '../../../src/photo/pipeline';
import { cornerError, cornersToStored, decodeGrey, exifOrientation, listPhotos } from './dataset';

const dir = process.argv[2] ?? '../shared/photos';
const out = process.argv[3] ?? '/tmp/photo-cells';
mkdirSync(out, { recursive: true });

const photos = listPhotos(dir);
const inputs = new Uint8Array(photos.length * 81 * CELL * CELL);
const labels = new Uint8Array(photos.length * 81);
const meta: { name: string; fold: number; usable: boolean }[] = [];
photos.forEach((p, i) => {
  const grey = decodeGrey(p.jpg);
  const found = locateGrid(grey);
  let usable = false;
  if (found) {
    const rect = rectify(found.work, found.workCorners);
    if (rect) {
      const cuts = cutDigits(rect);
      for (let cell = 0; cell < 81; cell++) {
        const x = cuts[cell];
        if (x)
          inputs.set(
            x.map((v) => Math.round(v * 255)),
            (i * 81 + cell) * CELL * CELL,
          );
      }
      const truth =
        p.corners && cornersToStored(p.corners, exifOrientation(p.jpg), grey.width, grey.height);
      usable = truth !== null && cornerError(found.corners, truth) <= 0.04;
    }
  }
  labels.set(p.givens, i * 81);
  meta.push({ name: p.name, fold: p.fold, usable });
});
writeFileSync(join(out, 'inputs.u8'), inputs);
writeFileSync(join(out, 'labels.u8'), labels);
writeFileSync(join(out, 'meta.json'), JSON.stringify({ cell: CELL, photos: meta }));
console.log(
  `${photos.length} photos, ${meta.filter((m) => m.usable).length} usable for training -> ${out}`,
);
