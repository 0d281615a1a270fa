/** The two fixture photos (tests/fixtures/photos, CC BY 4.0, see the README there). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseModel, type DigitModel } from '../../src/photo/classifier';
import type { Point } from '../../src/photo/types';
import { decodeGrey, readGivens } from '../tools/photo/dataset';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'photos');

export const FIXTURES: { name: string; corners: Point[]; fold: number }[] = [
  {
    name: 'image2',
    corners: [
      [37, 17],
      [569, 16],
      [574, 465],
      [30, 473],
    ],
    fold: 1,
  },
  {
    name: 'image9',
    corners: [
      [53, 37],
      [556, 41],
      [551, 462],
      [47, 464],
    ],
    fold: 3,
  },
];

export const fixtureGrey = (name: string) => decodeGrey(join(DIR, `${name}.jpg`));
export const fixtureGivens = (name: string) => readGivens(join(DIR, `${name}.dat`));

/** The cross-validation model trained without the photos of `fold`. */
export function foldModel(fold: number): DigitModel {
  return parseModel(
    new Uint8Array(
      readFileSync(join(import.meta.dirname, '..', 'tools', 'photo', 'folds', `fold${fold}.bin`)),
    ),
  );
}

/** Largest corner distance as a fraction of the grid's top side. */
export function cornerError(found: readonly Point[], truth: readonly Point[]): number {
  const side = Math.hypot(truth[1][0] - truth[0][0], truth[1][1] - truth[0][1]);
  return (
    Math.max(...found.map((p, i) => Math.hypot(p[0] - truth[i][0], p[1] - truth[i][1]))) / side
  );
}
