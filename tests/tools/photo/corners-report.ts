/**
 * npx tsx tests/tools/photo/corners-report.ts [DIR]
 *
 * Development check of the grid finder against outlines.csv: for each photo
 * the largest corner error as a fraction of the grid's side, and the photos
 * where it exceeds 4% (a ninth of a cell's side is 1.2%).
 */
import { performance } from 'node:perf_hooks';
import { locateGrid } from '../../../src/photo/pipeline';
import { cornersToStored, decodeGrey, exifOrientation, listPhotos } from './dataset';

const dir = process.argv[2] ?? '../shared/photos';
let bad = 0;
let total = 0;
let ms = 0;
const errors: number[] = [];
for (const p of listPhotos(dir)) {
  if (!p.corners) continue;
  total++;
  const grey = decodeGrey(p.jpg);
  const truth = cornersToStored(p.corners, exifOrientation(p.jpg), grey.width, grey.height);
  const t = performance.now();
  const found = locateGrid(grey);
  ms += performance.now() - t;
  const side = Math.hypot(truth[1][0] - truth[0][0], truth[1][1] - truth[0][1]);
  if (!found) {
    bad++;
    console.log(`${p.name}: no grid`);
    continue;
  }
  // The finder's first corner may be any of the four (rotation is decided later).
  let err = Infinity;
  for (let r = 0; r < 4; r++) {
    let e = 0;
    for (let i = 0; i < 4; i++) {
      const a = found.corners[(i + r) % 4];
      const b = truth[i];
      e = Math.max(e, Math.hypot(a[0] - b[0], a[1] - b[1]));
    }
    err = Math.min(err, e);
  }
  errors.push(err / side);
  if (err / side > 0.04) {
    bad++;
    console.log(
      `${p.name}: corner error ${((100 * err) / side).toFixed(1)}% gridness ${found.gridness.toFixed(2)}`,
    );
  }
}
errors.sort((a, b) => a - b);
const median = errors[Math.floor(errors.length / 2)];
console.log(
  `corners: ${total - bad}/${total} within 4% (median error ${(100 * median).toFixed(2)}%), ${(ms / total).toFixed(0)} ms per photo`,
);
