import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useGame, selectCellViews, selectDigitFirst, selectHintChain } from '../store';
import { t, tn } from '../i18n/messages';
import { Cell } from './Cell';
import { ChainOverlay, kindParts, PauseCover } from './lazyParts';
import { STATUS_TEXT_ID, WALK_TEXT_ID } from './pageId';
import { useLocale } from './useLocale';
import { useStepWords } from './useStepWords';
import './board.css';

/**
 * The marks of a kind's cages and diagonals (and the words of its cells'
 * names), loaded for the first board of a kind other than classic; null
 * until then (or if loading failed: the next such board tries again).
 */
function useKindMarks(needed: boolean) {
  const [parts, setParts] = useState(kindParts.now);
  useEffect(() => {
    if (needed && !parts) kindParts.load().then(setParts, () => {});
  }, [needed, parts]);
  return parts?.KindMarks ?? null;
}

/**
 * The grid: role="grid" with N rows of N gridcells (9, or 6 for 6x6), drawn
 * from the game's rules: region walls, Killer cages, Sudoku X diagonals. Focus is a
 * roving tabindex: only the selected cell is tabbable, and when focus is in
 * the grid it follows the selection.
 *
 * While the game is paused the grid is hidden (it keeps its size, so nothing
 * moves) and a cover in its place offers "Resume": no peeking.
 */
export function Board() {
  const cells = useGame(selectCellViews);
  const size = cells.length === 36 ? 6 : 9;
  // Boxes line up from row to row: every kind but Jigsaw (and a puzzle being entered, a classic grid).
  const regular = useGame((s) => s.entry !== null || s.rules.kind !== 'jigsaw');
  const marks = useKindMarks(useGame((s) => s.entry === null && s.rules.kind !== 'classic'));
  const chain = useGame(selectHintChain);
  // While a chain is drawn the board is described by its words: the hint, and a chain hint's page walked.
  const walking = useGame((s) => (s.hintFlow?.branch ?? -1) >= 0);
  const describedBy = walking ? `${STATUS_TEXT_ID} ${WALK_TEXT_ID}` : STATUS_TEXT_ID;
  // Cells name themselves in the active language; a hint's part in their
  // names comes with the step wording's messages (a redraw once loaded).
  const hinted = useStepWords(useGame((s) => s.announcement !== null));
  const locale = useLocale() + (hinted ? '+' : '');
  const selected = useGame((s) => s.selected);
  const solved = useGame((s) => s.finishedAt !== null && s.entry === null);
  // Just won here: the board celebrates (board.css, none under reduced motion) before the dialog.
  const celebrate = useGame((s) => s.finishedAt !== null && Date.now() - s.finishedAt < 1500);
  const paused = useGame((s) => s.paused);
  const entering = useGame((s) => s.entry !== null);
  const select = useGame((s) => s.select);
  const picked = useGame((s) => s.selection?.length ?? 0);
  // A click or tap selects the cell; digit first it also gives the cell the held digit.
  const tapCell = useGame((s) => (selectDigitFirst(s) ? s.tapCell : s.select));
  // A drag across cells, Shift+click and Ctrl/Cmd+click select several (cellActions.ts); their click is theirs.
  const drag = useRef<{ from: number; at: number } | null>(null);
  const clicked = useRef(false);
  const tap = useCallback(
    (cell: number) => {
      if (!clicked.current) tapCell(cell);
      clicked.current = false;
    },
    [tapCell],
  );
  /** The cell an element is in (-1 for none). */
  const cellOf = (el: Element | null | undefined) =>
    cellRefs.current.indexOf(el?.closest<HTMLDivElement>('.cell') ?? null);
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target as Element);
    clicked.current = false;
    if (cell < 0 || entering) return;
    const how = event.ctrlKey || event.metaKey ? 'toggle' : event.shiftKey ? 'add' : null;
    if (how) {
      clicked.current = true;
      useGame.getState().extendSelection(cell, how);
    } else drag.current = { from: cell, at: cell };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    // A finger's moves go to the cell it went down on: the cell under it is asked for.
    const at = drag.current && cellOf(document.elementFromPoint?.(event.clientX, event.clientY));
    if (!drag.current || at === null || at < 0 || at === drag.current.at) return;
    const game = useGame.getState();
    if (drag.current.at === drag.current.from && !clicked.current) {
      game.select(drag.current.from); // a drag starts a new selection
      clicked.current = true;
    }
    drag.current.at = at;
    game.extendSelection(at, 'add');
  };
  const endDrag = () => {
    drag.current = null;
  };
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterResume = useRef(false);
  const cellRefs = useRef<(HTMLDivElement | null)[]>([]);
  const register = useCallback((cell: number, el: HTMLDivElement | null) => {
    cellRefs.current[cell] = el;
  }, []);

  // Keep DOM focus on the selected cell while the player is in the grid.
  useEffect(() => {
    const grid = gridRef.current;
    if (grid && grid.contains(document.activeElement)) cellRefs.current[selected]?.focus();
  }, [selected]);

  // Resuming from the cover takes the player back to the selected cell.
  useEffect(() => {
    if (paused || !focusAfterResume.current) return;
    focusAfterResume.current = false;
    cellRefs.current[selected]?.focus();
  }, [paused, selected]);

  // Home/End and Ctrl+Home/End, as in the ARIA grid pattern; the rest of the
  // keyboard (arrows, digits, erase) is handled for the whole page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Home' && event.key !== 'End') return;
    const last = size - 1;
    const row = event.ctrlKey ? (event.key === 'Home' ? 0 : last) : Math.floor(selected / size);
    select(row * size + (event.key === 'Home' ? 0 : last));
    event.preventDefault();
  };

  const classes = ['board', `board-${size}`, regular ? 'board-regular' : 'board-irregular'];
  if (solved) classes.push('board-solved');
  if (solved && celebrate) classes.push('board-celebrate');
  if (paused) classes.push('board-paused');
  if (entering) classes.push('board-entry');

  return (
    <div className="board-frame">
      <div
        ref={gridRef}
        role="grid"
        aria-label={t('board.label')}
        aria-describedby={chain && !paused ? describedBy : undefined}
        aria-hidden={paused || undefined}
        aria-multiselectable={!entering || undefined}
        className={classes.join(' ')}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {Array.from({ length: size }, (_, r) => (
          <div role="row" className="board-row" key={r}>
            {cells.slice(r * size, r * size + size).map((view) => (
              <Cell
                key={view.cell}
                {...view}
                size={size}
                marks={marks}
                locale={locale}
                onSelect={tap}
                register={register}
              />
            ))}
          </div>
        ))}
      </div>
      <span className="visually-hidden" aria-live="polite">
        {picked > 1 ? tn('board.picked', picked) : ''}
      </span>
      {chain && !paused && (
        <ChainOverlay
          chain={chain.chain}
          eliminations={chain.eliminations}
          placements={chain.placements}
          size={size}
        />
      )}
      {paused && (
        <PauseCover
          onResume={() => {
            focusAfterResume.current = true;
          }}
        />
      )}
    </div>
  );
}
