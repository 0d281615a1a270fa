/**
 * 5-fold cross-validation of the photo recogniser, and its held-out part,
 * shared by bench-photos.ts and verify-photos.ts. Each photo is read by
 * the SAME TypeScript pipeline the game ships (readGrey). A photo of the
 * cross-validation is read with the digit model of its fold
 * (tests/tools/photo/folds/foldK.bin, trained by train.py on the other
 * four folds only); a held-out photo (dataset.ts: every sixth, never used
 * in training) with the shipped model (trained on the five folds). So
 * every number is measured on unseen photos.
 * Each photo is also read turned a quarter clockwise, upside down and a
 * quarter anticlockwise (its decoded pixels turned in Node, no EXIF), as a
 * phone photo may come: the read must come out upright all the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fromBase64, parseModel, type DigitModel } from '../../../src/photo/classifier';
import { DIGIT_MODEL } from '../../../src/photo/digitModel';
import { turnGrey } from '../../../src/photo/grey';
import { readGrey } from '../../../src/photo/read';
import type { PhotoRead } from '../../../src/photo/types';
import { decodeGrey, FOLDS, HELD_OUT, listPhotos, type PhotoEntry } from './dataset';

/** Quarter turns clockwise a photo is read in: upright, 90°, 180°, 270°. */
export const TURNS = [0, 1, 2, 3] as const;

export interface PhotoResult {
  photo: PhotoEntry;
  turn: number; // the photo was turned this many quarters clockwise before reading
  read: PhotoRead | null; // null when the pipeline threw
  error: string | null;
  wrongCells: number; // 81 when the photo could not be read
  ms: number; // pipeline time in Node (decoded grey -> read)
}

export interface FoldSummary {
  fold: string; // '0'..'4', 'total' or 'held out'
  photos: number;
  exact: number; // photos with all 81 cells right
  wrongCells: number;
}

/**
 * Load the 5 fold models committed under tests/tools/photo/folds/ (or
 * those of the folder PHOTO_FOLDS names, to try models being trained).
 */
export function loadFoldModels(): DigitModel[] {
  const dir = process.env.PHOTO_FOLDS ?? join(import.meta.dirname, 'folds');
  return Array.from({ length: FOLDS }, (_, k) =>
    parseModel(new Uint8Array(readFileSync(join(dir, `fold${k}.bin`)))),
  );
}

/**
 * Read every photo of `dir` with its fold's model (a held-out photo with
 * the shipped model), in each of `turns`.
 */
export function crossValidate(
  dir: string,
  onPhoto?: (r: PhotoResult) => void,
  turns: readonly number[] = [0],
): PhotoResult[] {
  const models = loadFoldModels();
  const shipped = parseModel(fromBase64(DIGIT_MODEL));
  return listPhotos(dir).flatMap((photo) => {
    const upright = decodeGrey(photo.jpg);
    return turns.map((turn) => {
      const grey = turnGrey(upright, turn);
      let read: PhotoRead | null = null;
      let error: string | null = null;
      const start = performance.now();
      try {
        read = readGrey(grey, photo.fold === HELD_OUT ? shipped : models[photo.fold]);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const ms = performance.now() - start;
      const wrongCells = read?.ok ? read.digits.filter((d, i) => d !== photo.givens[i]).length : 81;
      const result = { photo, turn, read, error, wrongCells, ms };
      onPhoto?.(result);
      return result;
    });
  });
}

/** Counts of a set of reads. */
function count(fold: string, rs: PhotoResult[]): FoldSummary {
  return {
    fold,
    photos: rs.length,
    exact: rs.filter((r) => r.wrongCells === 0).length,
    wrongCells: rs.reduce((s, r) => s + r.wrongCells, 0),
  };
}

/** Per-fold and total counts of the upright reads of the cross-validation. */
export function summarise(results: PhotoResult[]): FoldSummary[] {
  const upright = results.filter((r) => r.turn === 0 && r.photo.fold !== HELD_OUT);
  const rows: FoldSummary[] = [];
  for (let k = 0; k < FOLDS; k++)
    rows.push(
      count(
        String(k),
        upright.filter((r) => r.photo.fold === k),
      ),
    );
  rows.push(count('total', upright));
  return rows;
}

/** Counts of the upright reads of the held-out photos (by the shipped model). */
export function summariseHeldOut(results: PhotoResult[]): FoldSummary {
  return count(
    'held out',
    results.filter((r) => r.turn === 0 && r.photo.fold === HELD_OUT),
  );
}

/** Counts per way the photos were turned (all folds, not the held-out part), in TURNS order. */
export function summariseTurns(results: PhotoResult[]): FoldSummary[] {
  return TURNS.map((turn) =>
    count(
      `${turn * 90}°`,
      results.filter((r) => r.turn === turn && r.photo.fold !== HELD_OUT),
    ),
  ).filter((row) => row.photos > 0);
}

/** Share of photos read exactly, and of cells wrong, in percent. */
export function rates(row: FoldSummary): { exact: number; wrong: number } {
  return row.photos
    ? { exact: (100 * row.exact) / row.photos, wrong: (100 * row.wrongCells) / (81 * row.photos) }
    : { exact: 0, wrong: 100 };
}

/** A markdown table of the summaries (`first`: the first column's title). */
export function formatSummary(rows: FoldSummary[], first = 'fold'): string {
  const lines = [`| ${first} | photos | read exactly | cells wrong |`, '|---|---:|---:|---:|'];
  for (const r of rows) {
    const { exact, wrong } = rates(r);
    lines.push(
      `| ${r.fold} | ${r.photos} | ${r.exact} (${exact.toFixed(1)}%) | ${r.wrongCells} (${wrong.toFixed(2)}%) |`,
    );
  }
  return lines.join('\n');
}
