import { memo } from 'react';
import { DIGITS } from '../engine';
import type { CellIndex } from '../engine';
import type { CellView } from '../store';
import { cellLabel } from '../i18n/describe';

interface CellProps extends CellView {
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
  else if (view.sameDigit) names.push('cell-same');
  else if (view.related) names.push('cell-related');
  if (view.conflict) names.push('cell-conflict');
  if (view.wrong) names.push('cell-wrong');
  return names.join(' ');
}

/**
 * Pencil marks: a 3x3 grid in which each note sits at its digit's place
 * (1 top left, 9 bottom right), as on paper. The note matching the
 * selected cell's digit is emphasised.
 */
function Notes({ mask, mark }: { mask: number; mark: number }) {
  return (
    <span className="cell-notes" aria-hidden="true">
      {DIGITS.map((d) => (
        <span key={d} className={d === mark ? 'note note-mark' : 'note'}>
          {mask & (1 << (d - 1)) ? d : ''}
        </span>
      ))}
    </span>
  );
}

/**
 * One square of the board: a focusable element, never a text input, so a
 * tap never raises the phone's keyboard. Props are flat so memo skips cells
 * whose look did not change.
 */
export const Cell = memo(function Cell({ onSelect, register, ...view }: CellProps) {
  const locked = view.given || view.hinted;
  return (
    <div
      ref={(el) => register(view.cell, el)}
      role="gridcell"
      className={classesOf(view)}
      aria-label={cellLabel(view)}
      aria-selected={view.selected}
      aria-readonly={locked || undefined}
      aria-invalid={view.conflict || view.wrong || undefined}
      tabIndex={view.selected ? 0 : -1}
      onClick={() => onSelect(view.cell)}
    >
      {view.digit === 0 && view.notes !== 0 ? (
        <Notes mask={view.notes} mark={view.noteMark} />
      ) : (
        <span className="cell-digit" aria-hidden="true">
          {view.digit !== 0 ? view.digit : ''}
        </span>
      )}
    </div>
  );
});
