/**
 * 5-fold cross-validation of the photo recogniser, shared by
 * bench-photos.ts and verify-photos.ts. Each photo is read by the SAME
 * TypeScript pipeline the game ships (readGrey), with the digit model of
 * its fold (tests/tools/photo/folds/foldK.bin, trained by train.py on the
 * other four folds only), so every number is measured on unseen photos.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseModel, type DigitModel } from '../../../src/photo/classifier';
import { readGrey } from '../../../src/photo/read';
import type { PhotoRead } from '../../../src/photo/types';
import { decodeGrey, FOLDS, listPhotos, type PhotoEntry } from './dataset';

export interface PhotoResult {
  photo: PhotoEntry;
  read: PhotoRead | null; // null when the pipeline threw
  error: string | null;
  wrongCells: number; // 81 when the photo could not be read
  ms: number; // pipeline time in Node (decoded grey -> read)
}

export interface FoldSummary {
  fold: string; // '0'..'4' or 'total'
  photos: number;
  exact: number; // photos with all 81 cells right
  wrongCells: number;
}

/** Load the 5 fold models committed under tests/tools/photo/folds/. */
export function loadFoldModels(): DigitModel[] {
  const dir = join(import.meta.dirname, 'folds');
  return Array.from({ length: FOLDS }, (_, k) =>
    parseModel(new Uint8Array(readFileSync(join(dir, `fold${k}.bin`)))),
  );
}

/** Read every photo of `dir` with its fold's model. */
export function crossValidate(dir: string, onPhoto?: (r: PhotoResult) => void): PhotoResult[] {
  const models = loadFoldModels();
  return listPhotos(dir).map((photo) => {
    let read: PhotoRead | null = null;
    let error: string | null = null;
    const grey = decodeGrey(photo.jpg);
    const start = performance.now();
    try {
      read = readGrey(grey, models[photo.fold]);
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const ms = performance.now() - start;
    const wrongCells = read?.ok ? read.digits.filter((d, i) => d !== photo.givens[i]).length : 81;
    const result = { photo, read, error, wrongCells, ms };
    onPhoto?.(result);
    return result;
  });
}

/** Per-fold and total counts. */
export function summarise(results: PhotoResult[]): FoldSummary[] {
  const rows: FoldSummary[] = [];
  const add = (fold: string, rs: PhotoResult[]) =>
    rows.push({
      fold,
      photos: rs.length,
      exact: rs.filter((r) => r.wrongCells === 0).length,
      wrongCells: rs.reduce((s, r) => s + r.wrongCells, 0),
    });
  for (let k = 0; k < FOLDS; k++)
    add(
      String(k),
      results.filter((r) => r.photo.fold === k),
    );
  add('total', results);
  return rows;
}

/** A markdown table of the summaries. */
export function formatSummary(rows: FoldSummary[]): string {
  const lines = ['| fold | photos | read exactly | cells wrong |', '|---|---:|---:|---:|'];
  for (const r of rows) {
    const exact = r.photos ? (100 * r.exact) / r.photos : 0;
    const wrong = r.photos ? (100 * r.wrongCells) / (81 * r.photos) : 0;
    lines.push(
      `| ${r.fold} | ${r.photos} | ${r.exact} (${exact.toFixed(1)}%) | ${r.wrongCells} (${wrong.toFixed(2)}%) |`,
    );
  }
  return lines.join('\n');
}
