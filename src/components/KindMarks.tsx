import { CORNERS, DIAGONAL, SIDES } from '../store';
import { setKindWords } from '../i18n/describe';
import { kindPlace } from '../i18n/kindWords';

// From now on cells' names say their place in a kind. (Called here, as this
// part loads: a bare side-effect import of kindWords.ts would be dropped from
// the build, the package being declared free of side effects.)
setKindWords(kindPlace);

/*
 * The marks of a kind in one cell of the board (board.css), loaded with
 * the first game of a kind (Board.tsx), with the words that name a cell's
 * cage, region or diagonal (i18n/kindWords.ts).
 */

export interface KindMarksProps {
  cageEdges: number; // EDGE bits: sides on the cell's cage outline
  cageCorners: number; // CORNER bits: inner corners of the outline in the cell
  cageSum: number; // the cage's sum (0 = not in a cage)
  cageSize: number; // on the cage's first cell, where the sum is drawn; 0 elsewhere
  diagonals: number; // DIAGONAL bits
}

/**
 * The Sudoku X diagonals through the cell (thin lines corner to corner,
 * under its digit), and the stretch of a Killer cage's dashed outline that
 * runs through it: the sides on the outline, inset from the cell's edges,
 * the short turns of its inner corners, and on the cage's first cell the
 * sum in the corner. Decorative: the cell's name says the same.
 */
export function KindMarks({
  cageEdges,
  cageCorners,
  cageSum,
  cageSize,
  diagonals,
}: KindMarksProps) {
  const cage = ['cage'];
  for (const [bit, side] of SIDES) if (cageEdges & bit) cage.push(`cage-${side}`);
  return (
    <>
      {diagonals & DIAGONAL.main ? (
        <span className="cell-diagonal cell-diagonal-main" aria-hidden="true" />
      ) : null}
      {diagonals & DIAGONAL.anti ? (
        <span className="cell-diagonal cell-diagonal-anti" aria-hidden="true" />
      ) : null}
      {cageSum !== 0 && <span className={cage.join(' ')} aria-hidden="true" />}
      {CORNERS.map(([bit, corner]) =>
        cageCorners & bit ? (
          <span key={corner} className={`cage-corner cage-corner-${corner}`} aria-hidden="true" />
        ) : null,
      )}
      {cageSize !== 0 && (
        <span className="cage-sum" aria-hidden="true">
          {cageSum}
        </span>
      )}
    </>
  );
}
