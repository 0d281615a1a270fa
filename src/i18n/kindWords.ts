import { DIAGONAL } from '../store';
import { joinClauses } from './describe';
import type { KindPlace } from './describe';
import { t } from './messages';

/*
 * Where a cell is in its kind of puzzle, for its name (the messages are in
 * the `dialogs` part, loaded with this code for the first game of a kind):
 * its Killer cage, its Jigsaw region, the Sudoku X diagonals through it.
 */

/** "3-cell cage, sum 15" / "cage sum 15", "region 4", "on the main diagonal"; '' for a classic cell. */
export function kindPlace({
  kind,
  region = -1,
  cageSum = 0,
  cageSize = 0,
  diagonals = 0,
}: KindPlace): string {
  const parts: string[] = [];
  if (cageSum !== 0)
    parts.push(
      cageSize !== 0
        ? t('cell.cage.first', { size: cageSize, sum: cageSum })
        : t('cell.cage', { sum: cageSum }),
    );
  if (kind === 'jigsaw' && region >= 0) parts.push(t('cell.region', { n: region + 1 }));
  if (diagonals !== 0)
    parts.push(
      t(
        diagonals === (DIAGONAL.main | DIAGONAL.anti)
          ? 'cell.diagonal.both'
          : diagonals === DIAGONAL.main
            ? 'cell.diagonal.main'
            : 'cell.diagonal.anti',
      ),
    );
  return joinClauses(parts);
}
