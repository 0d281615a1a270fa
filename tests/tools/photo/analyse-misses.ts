/**
 * npx tsx tests/tools/photo/analyse-misses.ts [DIR] [--held-out]
 *
 * Where the cross-validation's misses come from (issue 21 item 1): reads
 * the photos as cv.ts does (upright), prints the per-fold table, then for
 * each photo not read exactly its grid's corner error against outlines.csv
 * (over 0.04: the grid was found wrong) and each wrong cell: true digit ->
 * digit read, with the reading's probability and the second choice (a
 * digit read as blank at about 0.96 had nothing cut from its cell: the
 * model's reading of an empty input), and last the confusions counted.
 * The held-out photos are left out unless --held-out is given (so that
 * choices made by looking at the misses never look at them).
 */
import { resolve } from 'node:path';
import { crossValidate, formatSummary, summarise, summariseHeldOut } from './cv';
import { cornerError, cornersToStored, decodeGrey, exifOrientation, HELD_OUT } from './dataset';

const args = process.argv.slice(2);
const heldOut = args.includes('--held-out');
const dir = resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/photos');
const results = crossValidate(dir).filter((r) => heldOut || r.photo.fold !== HELD_OUT);
console.log(formatSummary(summarise(results)));
if (heldOut) console.log(formatSummary([summariseHeldOut(results)], 'part'));
const confusion = new Map<string, number>();
for (const r of results) {
  if (r.wrongCells === 0) continue;
  const part = r.photo.fold === HELD_OUT ? 'held out' : `fold ${r.photo.fold}`;
  const read = r.read;
  if (!read?.ok) {
    console.log(
      `${r.photo.name} (${part}): not read (${r.error ?? (read as { reason: string }).reason})`,
    );
    continue;
  }
  const grey = decodeGrey(r.photo.jpg);
  const truth =
    r.photo.corners &&
    cornersToStored(r.photo.corners, exifOrientation(r.photo.jpg), grey.width, grey.height);
  const err = truth ? cornerError(read.corners, truth).toFixed(3) : '?';
  const cells = read.digits
    .map((d, i) => ({ d, i, t: r.photo.givens[i] }))
    .filter((c) => c.d !== c.t)
    .map((c) => {
      const key = `${c.t}->${c.d}`;
      confusion.set(key, (confusion.get(key) ?? 0) + 1);
      return `r${Math.floor(c.i / 9) + 1}c${(c.i % 9) + 1} ${key} p=${read.confidence[c.i].toFixed(2)} (then ${read.second[c.i]} p=${read.secondConfidence[c.i].toFixed(2)})`;
    });
  console.log(
    `${r.photo.name} (${part}, ${grey.width}x${grey.height}, corner error ${err}): ${cells.join('; ')}`,
  );
}
console.log(
  [...confusion]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k}: ${n}`)
    .join(', '),
);
