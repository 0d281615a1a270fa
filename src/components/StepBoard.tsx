import { CLASSIC_RULES, DIGITS, digitsOf } from '../engine';
import type { Board, Rules } from '../engine';
import { CORNERS, DIAGONAL, SIDES, drawingOf } from '../store';
import type { CellDrawing, HintMarks } from '../store';
import { t } from '../i18n/messages';
import { joinClauses } from '../i18n/describe';
import { digitList } from '../i18n/phrases';
import type { HintChain } from '../store';
import { ChainOverlay } from './ChainOverlay';

interface StepBoardProps {
  label: string; // the table's name: "Board before step 3"
  digits: Board; // the board to show (81 digits, 0 = empty)
  givens: Board; // the puzzle, to tell givens from digits the steps placed
  marks: HintMarks | null; // the step's area, key cells and targets (with their candidates), if any
  chain?: HintChain | null; // the step's chain (or a forcing chain's branch), drawn over the board
  rules?: Rules; // the puzzle's kind, drawn as on the game board (classic when omitted)
}

/** Sudoku X: the diagonals through a cell, under its content (board.css). */
function Diagonals({ cell }: { cell: CellDrawing }) {
  return (
    <>
      {cell.diagonals & DIAGONAL.main ? (
        <span className="cell-diagonal cell-diagonal-main" />
      ) : null}
      {cell.diagonals & DIAGONAL.anti ? (
        <span className="cell-diagonal cell-diagonal-anti" />
      ) : null}
    </>
  );
}

/** Killer: the cage outline through a cell and, on its first cell, the sum (board.css). */
function CageMarks({ cell }: { cell: CellDrawing }) {
  const cage = ['cage'];
  for (const [bit, side] of SIDES) if (cell.cageEdges & bit) cage.push(`cage-${side}`);
  return (
    <>
      <span className={cage.join(' ')} />
      {CORNERS.map(([bit, corner]) =>
        cell.cageCorners & bit ? (
          <span key={corner} className={`cage-corner cage-corner-${corner}`} />
        ) : null,
      )}
      {cell.cageSize !== 0 && <span className="cage-sum">{cell.cageSum}</span>}
    </>
  );
}

/** What a screen reader hears for one cell: "7", "empty, key cell, candidates 4 and 5", ... */
function cellText(cell: number, props: StepBoardProps): string {
  const { digits, marks } = props;
  if (digits[cell] !== 0) return String(digits[cell]);
  const parts = [t('steps.cell.empty')];
  const role = marks?.role[cell];
  const placed = marks?.placed[cell] ?? 0;
  const removed = marks?.removed[cell] ?? 0;
  if (role === 'pattern') parts.push(t('steps.cell.pattern'));
  // Candidates matter where they make the pattern or lose digits, not where a digit goes.
  const mask = placed === 0 ? (marks?.candidates[cell] ?? 0) : 0;
  if (mask !== 0) parts.push(t('steps.cell.candidates', { digits: digitList(digitsOf(mask)) }));
  if (placed !== 0) parts.push(t('steps.cell.place', { digit: placed }));
  if (removed !== 0) parts.push(t('steps.cell.remove', { digits: digitList(digitsOf(removed)) }));
  return joinClauses(parts);
}

/** The visible content of an empty cell: the digit a step places, or the candidates that matter. */
function EmptyCell({ cell, props, size }: { cell: number; props: StepBoardProps; size: number }) {
  const { marks } = props;
  const placed = marks?.placed[cell] ?? 0;
  if (placed !== 0) return <span className="sb-digit sb-proposed">{placed}</span>;
  const role = marks?.role[cell];
  if (role !== 'pattern' && role !== 'target') return null;
  const mask = marks?.candidates[cell] ?? 0;
  const removed = marks?.removed[cell] ?? 0;
  return (
    <span className="sb-notes">
      {DIGITS.slice(0, size).map((d) => {
        const bit = 1 << (d - 1);
        return (
          <span key={d} className={removed & bit ? 'sb-note note-removed' : 'sb-note'}>
            {(mask | removed) & bit ? d : ''}
          </span>
        );
      })}
    </span>
  );
}

/**
 * A small read-only board for the "Solution steps" view, drawn like the game
 * board (its kind's walls, cages and diagonals) with a step's marks (area outline, key cells, targets). For
 * assistive technology it is a table with row and column headers, each cell
 * saying its digit, or "empty" and its part in the step. A chain step's
 * chain is drawn over it as on the game board (the text walks it).
 */
export function StepBoard(props: StepBoardProps) {
  const { label, digits, givens, marks, chain } = props;
  const drawing = drawingOf(props.rules ?? CLASSIC_RULES);
  const size = drawing.size;
  const lines = Array.from({ length: size }, (_, k) => k);
  const boardClasses = ['step-board', `step-board-${size}`];
  if (!drawing.regular) boardClasses.push('step-board-irregular');
  return (
    <div role="table" aria-label={label} className={boardClasses.join(' ')}>
      <div role="row" className="visually-hidden">
        <span role="cell" />
        {lines.map((c) => (
          <span key={c} role="columnheader">
            {t('steps.column', { n: c + 1 })}
          </span>
        ))}
      </div>
      {lines.map((r) => (
        <div role="row" key={r} className="sb-row">
          <span role="rowheader" className="visually-hidden">
            {t('steps.row', { n: r + 1 })}
          </span>
          {lines.map((c) => {
            const cell = r * size + c;
            const drawn = drawing.cells[cell];
            const names = ['sb-cell'];
            for (const [bit, side] of SIDES) if (drawn.walls & bit) names.push(`sb-wall-${side}`);
            const role = marks?.role[cell];
            if (role) names.push(`cell-hint-${role}`);
            const edges = marks?.edges[cell] ?? 0;
            const outline = ['hint-outline'];
            for (const [bit, side] of SIDES) if (edges & bit) outline.push(`hint-outline-${side}`);
            return (
              <span key={c} role="cell" className={names.join(' ')}>
                <span className="visually-hidden">{cellText(cell, props)}</span>
                {drawn.diagonals !== 0 && <Diagonals cell={drawn} />}
                <span className="sb-content" aria-hidden="true">
                  {digits[cell] !== 0 ? (
                    <span className={givens[cell] !== 0 ? 'sb-digit sb-given' : 'sb-digit'}>
                      {digits[cell]}
                    </span>
                  ) : (
                    <EmptyCell cell={cell} props={props} size={size} />
                  )}
                  {edges !== 0 && <span className={outline.join(' ')} />}
                </span>
                {drawn.cageSum !== 0 && <CageMarks cell={drawn} />}
              </span>
            );
          })}
        </div>
      ))}
      {chain && (
        <ChainOverlay
          chain={chain.chain}
          eliminations={chain.eliminations}
          placements={chain.placements}
          size={size}
        />
      )}
    </div>
  );
}
