import { DIGITS, digitsOf } from '../engine';
import type { Board } from '../engine';
import { EDGE } from '../store';
import type { HintMarks } from '../store';
import { t } from '../i18n/messages';
import { digitList, joinClauses } from '../i18n/describe';
import type { HintChain } from '../store';
import { ChainOverlay } from './ChainOverlay';

interface StepBoardProps {
  label: string; // the table's name: "Board before step 3"
  digits: Board; // the board to show (81 digits, 0 = empty)
  givens: Board; // the puzzle, to tell givens from digits the steps placed
  marks: HintMarks | null; // the step's area, key cells and targets (with their candidates), if any
  chain?: HintChain | null; // the step's chain (or a forcing chain's branch), drawn over the board
}

const NINE = [0, 1, 2, 3, 4, 5, 6, 7, 8];

const SIDES = [
  [EDGE.top, 'top'],
  [EDGE.right, 'right'],
  [EDGE.bottom, 'bottom'],
  [EDGE.left, 'left'],
] as const;

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
function EmptyCell({ cell, props }: { cell: number; props: StepBoardProps }) {
  const { marks } = props;
  const placed = marks?.placed[cell] ?? 0;
  if (placed !== 0) return <span className="sb-digit sb-proposed">{placed}</span>;
  const role = marks?.role[cell];
  if (role !== 'pattern' && role !== 'target') return null;
  const mask = marks?.candidates[cell] ?? 0;
  const removed = marks?.removed[cell] ?? 0;
  return (
    <span className="sb-notes">
      {DIGITS.map((d) => {
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
 * board with a step's marks (area outline, key cells, targets). For
 * assistive technology it is a table with row and column headers, each cell
 * saying its digit, or "empty" and its part in the step. A chain step's
 * chain is drawn over it as on the game board (the text walks it).
 */
export function StepBoard(props: StepBoardProps) {
  const { label, digits, givens, marks, chain } = props;
  return (
    <div role="table" aria-label={label} className="step-board">
      <div role="row" className="visually-hidden">
        <span role="cell" />
        {NINE.map((c) => (
          <span key={c} role="columnheader">
            {t('steps.column', { n: c + 1 })}
          </span>
        ))}
      </div>
      {NINE.map((r) => (
        <div role="row" key={r} className={r % 3 === 0 && r > 0 ? 'sb-row sb-row-box' : 'sb-row'}>
          <span role="rowheader" className="visually-hidden">
            {t('steps.row', { n: r + 1 })}
          </span>
          {NINE.map((c) => {
            const cell = r * 9 + c;
            const names = ['sb-cell'];
            if (c % 3 === 0 && c > 0) names.push('sb-cell-box');
            const role = marks?.role[cell];
            if (role) names.push(`cell-hint-${role}`);
            const edges = marks?.edges[cell] ?? 0;
            const outline = ['hint-outline'];
            for (const [bit, side] of SIDES) if (edges & bit) outline.push(`hint-outline-${side}`);
            return (
              <span key={c} role="cell" className={names.join(' ')}>
                <span className="visually-hidden">{cellText(cell, props)}</span>
                <span className="sb-content" aria-hidden="true">
                  {digits[cell] !== 0 ? (
                    <span className={givens[cell] !== 0 ? 'sb-digit sb-given' : 'sb-digit'}>
                      {digits[cell]}
                    </span>
                  ) : (
                    <EmptyCell cell={cell} props={props} />
                  )}
                  {edges !== 0 && <span className={outline.join(' ')} />}
                </span>
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
        />
      )}
    </div>
  );
}
