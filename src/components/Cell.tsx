import { memo } from 'react';
import { DIGITS } from '../engine';
import type { CellIndex } from '../engine';
import type { ComponentType } from 'react';
import { SIDES } from '../store';
import type { CellView } from '../store';
import { cellLabel } from '../i18n/describe';
import type { KindMarksProps } from './KindMarks';

interface CellProps extends CellView {
  size: number; // the board's size: digits 1..size
  marks: ComponentType<KindMarksProps> | null; // draws a kind's cages and diagonals, once loaded (Board.tsx)
  locale: string; // the active language: a change redraws the cell in it
  onSelect: (cell: CellIndex) => void;
  register: (cell: CellIndex, element: HTMLDivElement | null) => void;
}

/** Class names for a cell's look; each mark has a non-colour cue in board.css. */
function classesOf(view: CellView): string {
  const names = ['cell'];
  if (view.given) names.push('cell-given');
  else if (view.digit !== 0) names.push('cell-entry');
  if (view.hinted) names.push('cell-hinted');
  if (view.selected) names.push('cell-selected');
  else if (view.picked) names.push('cell-picked');
  else if (view.sameDigit) names.push('cell-same');
  else if (view.related) names.push('cell-related');
  if (view.conflict) names.push('cell-conflict');
  if (view.wrong) names.push('cell-wrong');
  if (view.hint) names.push(`cell-hint-${view.hint}`);
  if (view.uncertain) names.push('cell-uncertain');
  if (view.corners !== 0) names.push('cell-cornered');
  for (const [bit, side] of SIDES) if (view.walls & bit) names.push(`cell-wall-${side}`);
  return names.join(' ');
}

/**
 * Pencil marks: a 3x3 grid in which each note sits at its digit's place
 * (1 top left, 9 bottom right), as on paper (6x6: three by two). The note
 * matching the selected cell's digit is emphasised; candidates a hint
 * removes are shown struck through, whether or not the player noted them.
 */
function Notes({
  mask,
  mark,
  removed,
  size,
}: {
  mask: number;
  mark: number;
  removed: number;
  size: number;
}) {
  return (
    <span className="cell-notes" aria-hidden="true">
      {DIGITS.slice(0, size).map((d) => {
        const bit = 1 << (d - 1);
        const gone = (removed & bit) !== 0;
        const names = ['note'];
        if (gone) names.push('note-removed');
        else if (d === mark) names.push('note-mark');
        return (
          <span key={d} className={names.join(' ')}>
            {mask & bit || gone ? d : ''}
          </span>
        );
      })}
    </span>
  );
}

/**
 * Corner (Snyder) marks, small in the cell's corners in the order 1-9: the
 * first four in the corners, more along the sides, as SudokuPad draws them.
 */
function Corners({ mask }: { mask: number }) {
  const digits = DIGITS.filter((d) => mask & (1 << (d - 1)));
  return (
    <span className="cell-corners" aria-hidden="true">
      {digits.map((d, i) => (
        <span key={d} className={`corner corner-${i}`}>
          {d}
        </span>
      ))}
    </span>
  );
}

/** The stretch of the hint area's outline that runs along this cell's sides. */
function Outline({ edges }: { edges: number }) {
  const names = ['hint-outline'];
  for (const [bit, side] of SIDES) if (edges & bit) names.push(`hint-outline-${side}`);
  return <span className={names.join(' ')} aria-hidden="true" />;
}

/**
 * One square of the board: a focusable element, never a text input, so a
 * tap never raises the phone's keyboard. Props are flat so memo skips cells
 * whose look did not change. A hint's digit to place is drawn faintly in
 * its empty target cell.
 */
export const Cell = memo(function Cell({
  onSelect,
  register,
  size,
  marks: Marks,
  locale: _locale,
  ...view
}: CellProps) {
  const locked = view.given || view.hinted;
  const empty = view.digit === 0;
  let content;
  if (empty && view.hintPlaced !== 0) {
    content = (
      <span className="cell-digit cell-digit-proposed" aria-hidden="true">
        {view.hintPlaced}
      </span>
    );
  } else if (empty && (view.notes !== 0 || view.hintCandidates !== 0 || view.hintRemoved !== 0)) {
    // A hint's key cells and targets show the candidates it works with.
    const mask = view.notes | view.hintCandidates;
    content = <Notes mask={mask} mark={view.noteMark} removed={view.hintRemoved} size={size} />;
  } else {
    content = (
      <span className="cell-digit" aria-hidden="true">
        {empty ? '' : view.digit}
      </span>
    );
  }
  return (
    <div
      ref={(el) => register(view.cell, el)}
      role="gridcell"
      className={classesOf(view)}
      aria-label={cellLabel(view)}
      aria-selected={view.selected || view.picked}
      aria-readonly={locked || undefined}
      aria-invalid={view.conflict || view.wrong || undefined}
      tabIndex={view.selected ? 0 : -1}
      onClick={() => onSelect(view.cell)}
    >
      {view.colour !== 0 && (
        <span className={`cell-colour cell-colour-${view.colour}`} aria-hidden="true" />
      )}
      {view.picked && <span className="cell-pick" aria-hidden="true" />}
      {Marks && (view.cageSum !== 0 || view.diagonals !== 0) && <Marks {...view} />}
      {content}
      {view.corners !== 0 && <Corners mask={view.corners} />}
      {view.hintEdges !== 0 && <Outline edges={view.hintEdges} />}
    </div>
  );
});
