import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { CLASSIC_RULES, DIGITS, digitsOf } from '../engine';
import type { Board, CellIndex, Digit } from '../engine';
import { joinClauses } from '../i18n/describe';
import { digitList } from '../i18n/phrases';
import { t } from '../i18n/messages';
import { SIDES, drawingOf } from '../store';

/** What a key does on the practice board (PracticeView.tsx turns it into a change). */
export type PracticeKey =
  | { kind: 'digit'; digit: Digit } // place it, or toggle its note in notes mode
  | { kind: 'note'; digit: Digit } // toggle its note (Shift+digit)
  | { kind: 'erase' } // back to the position in this cell
  | { kind: 'notes-mode' }; // N: notes mode on or off

interface PracticeBoardProps {
  digits: Board; // the position (81, 0 = empty)
  givens: Board; // the puzzle, to tell givens from digits the simpler steps placed
  placed: readonly number[]; // the digit the player placed in each cell (0 = none)
  notes: readonly number[]; // the candidates shown as notes in each cell (masks)
  selected: CellIndex;
  onSelect: (cell: CellIndex) => void;
  onKey: (key: PracticeKey) => void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** Shift+1 gives "!" on most layouts: the key's code says the digit. */
const digitOfCode = (code: string): number | null => {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(code);
  return m ? Number(m[1]) : null;
};

/** A cell's name: "Row 3, column 5, 7", or "Row 3, column 5, empty, candidates 4 and 7". */
function cellText(row: number, col: number, digit: number, notes: number): string {
  const parts = [t('cell.position', { row: row + 1, col: col + 1 })];
  if (digit !== 0) parts.push(String(digit));
  else {
    parts.push(t('steps.cell.empty'));
    if (notes !== 0) parts.push(t('steps.cell.candidates', { digits: digitList(digitsOf(notes)) }));
  }
  return joinClauses(parts);
}

/**
 * The practice position as a small grid the player plays on: role="grid"
 * with 9 rows of gridcells, each named by its place and its digit or
 * candidates (the words of the step boards), focus a roving tabindex on the selected cell.
 * Arrows (wrapping), Home and End move; digits place, or toggle notes in
 * notes mode (Shift+digit always toggles one); N switches notes mode;
 * Backspace, Delete or 0 erases. A click or tap selects. The keys act here
 * only: the game's own keys are off while a dialog is open.
 */
export function PracticeBoard(props: PracticeBoardProps) {
  const { digits, givens, placed, notes, selected, onSelect, onKey } = props;
  const drawing = drawingOf(CLASSIC_RULES);
  const grid = useRef<HTMLDivElement>(null);
  const cells = useRef<(HTMLDivElement | null)[]>([]);

  // Focus follows the selection while the player is in the grid.
  useEffect(() => {
    if (grid.current?.contains(document.activeElement)) cells.current[selected]?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (event.metaKey || event.altKey || (event.ctrlKey && key !== 'Home' && key !== 'End')) return;
    const row = Math.floor(selected / 9);
    const col = selected % 9;
    const shifted = event.shiftKey ? digitOfCode(event.code) : null;
    if (shifted !== null) onKey({ kind: 'note', digit: shifted as Digit });
    else if (key.length === 1 && key >= '1' && key <= '9')
      onKey({ kind: 'digit', digit: Number(key) as Digit });
    else if (key === 'Backspace' || key === 'Delete' || key === '0') onKey({ kind: 'erase' });
    else if (key.toLowerCase() === 'n') onKey({ kind: 'notes-mode' });
    else if (key in ARROWS) {
      const [dr, dc] = ARROWS[key];
      onSelect(((row + dr + 9) % 9) * 9 + ((col + dc + 9) % 9));
    } else if (key === 'Home' || key === 'End') {
      const r = event.ctrlKey ? (key === 'Home' ? 0 : 8) : row;
      onSelect(r * 9 + (key === 'Home' ? 0 : 8));
    } else return;
    event.preventDefault();
  };

  return (
    <div
      ref={grid}
      role="grid"
      aria-label={t('practice.board')}
      className="step-board practice-board"
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: 9 }, (_, r) => (
        <div role="row" key={r} className="sb-row">
          {Array.from({ length: 9 }, (_, c) => {
            const cell = r * 9 + c;
            const digit = digits[cell] || placed[cell];
            const names = ['sb-cell'];
            for (const [bit, side] of SIDES)
              if (drawing.cells[cell].walls & bit) names.push(`sb-wall-${side}`);
            if (cell === selected) names.push('practice-selected');
            const label = cellText(r, c, digit, notes[cell]);
            return (
              <div
                key={c}
                ref={(el) => {
                  cells.current[cell] = el;
                }}
                role="gridcell"
                className={names.join(' ')}
                aria-label={label}
                aria-selected={cell === selected}
                aria-readonly={digits[cell] !== 0 || undefined}
                tabIndex={cell === selected ? 0 : -1}
                onClick={() => {
                  onSelect(cell);
                  cells.current[cell]?.focus();
                }}
              >
                <span className="sb-content" aria-hidden="true">
                  {digit !== 0 ? (
                    <span
                      className={
                        givens[cell] !== 0
                          ? 'sb-digit sb-given'
                          : digits[cell] !== 0
                            ? 'sb-digit'
                            : 'sb-digit practice-placed'
                      }
                    >
                      {digit}
                    </span>
                  ) : (
                    <span className="sb-notes">
                      {DIGITS.map((d) => (
                        <span key={d} className="sb-note">
                          {notes[cell] & (1 << (d - 1)) ? d : ''}
                        </span>
                      ))}
                    </span>
                  )}
                </span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
