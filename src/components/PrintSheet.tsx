import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { CORNERS, SIDES, drawingOf, selectPosition, todayKey, useGame } from '../store';
import type { CellDrawing } from '../store';
import { getLocale, onLocaleChange, t } from '../i18n/messages';
import { kindName, levelName } from '../i18n/describe';
import { formatDay } from '../i18n/dates';
import { shareLink } from './ShareDialog';
import '../print.css';

/** A printed cell's class names: its digit's weight, its region walls, its cage. */
function classesOf(cell: CellDrawing, given: boolean): string {
  const names = given ? ['print-given'] : [];
  for (const [bit, side] of SIDES) if (cell.walls & bit) names.push(`print-wall-${side}`);
  if (cell.cageSize !== 0) names.push('print-cage-first');
  return names.join(' ');
}

/** A Killer cage's outline where it runs through a printed cell, as on the board (board.css). */
function PrintCage({ cell }: { cell: CellDrawing }) {
  const names = ['cage'];
  for (const [bit, side] of SIDES) if (cell.cageEdges & bit) names.push(`cage-${side}`);
  return (
    <>
      <span className={names.join(' ')} />
      {CORNERS.map(([bit, corner]) =>
        cell.cageCorners & bit ? (
          <span key={corner} className={`cage-corner cage-corner-${corner}`} />
        ) : null,
      )}
      {cell.cageSize !== 0 && <span className="cage-sum">{cell.cageSum}</span>}
    </>
  );
}

/** Sudoku X: the two diagonals, corner to corner over the grid (lines print; backgrounds may not). */
function PrintDiagonals({ size }: { size: number }) {
  return (
    <svg className="print-diagonals" viewBox={`0 0 ${size} ${size}`} preserveAspectRatio="none">
      <line x1={0} y1={0} x2={size} y2={size} />
      <line x1={size} y1={0} x2={0} y2={size} />
    </svg>
  );
}

/**
 * The page as printed: the puzzle large, black on white, drawn as its
 * kind is (region walls, Killer cages with their sums, the diagonals of
 * Sudoku X; 6x6 in the same space), with its level,
 * its date (a daily puzzle's own, otherwise today's) and a short link that
 * opens it; the player's digits and colours too when the settings say so. Hidden on
 * screen; the print stylesheet shows it and nothing else, for the Print
 * button and the browser's own print command alike. Loaded after the
 * first paint, in a root of its own beside the page (see mountPrintSheet).
 */
export function PrintSheet() {
  useSyncExternalStore(onLocaleChange, getLocale); // its words follow the language
  const givens = useGame((s) => s.givens);
  const rules = useGame((s) => s.rules);
  const digits = useGame((s) => selectPosition(s).digits);
  const colours = useGame((s) => (s.settings.printColours ? selectPosition(s).colours : null));
  const level = useGame((s) => s.level);
  const daily = useGame((s) => s.daily);
  const withDigits = useGame((s) => s.settings.printDigits);
  const hasGame = useGame((s) => s.gameId !== '');
  if (!hasGame) return null;
  const name = level ? levelName(level) : t('app.subtitle.link');
  // A short link for a classic puzzle; another kind's link holds its whole text, too long for paper.
  const link =
    rules.kind === 'classic' ? shareLink(givens, rules, null).replace(/^https?:\/\//, '') : '';
  const drawing = drawingOf(rules);
  const size = drawing.size;
  const rows = Array.from({ length: size }, (_, r) => r);
  return (
    <section className="print-sheet">
      <h1>
        {daily
          ? t('print.daily', { level: name })
          : rules.kind === 'classic'
            ? t('print.heading', { level: name })
            : t('print.kindHeading', { kind: kindName(rules.kind), level: name })}
      </h1>
      <p className="print-date">{formatDay(daily ?? todayKey(), 'long')}</p>
      <div className="print-board">
        <table className={`print-grid print-grid-${size}`}>
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                {rows.map((c) => {
                  const i = r * size + c;
                  const cell = drawing.cells[i];
                  const given = givens[i] !== 0;
                  const shown = given ? givens[i] : withDigits ? digits[i] : 0;
                  return (
                    <td
                      key={c}
                      className={
                        [classesOf(cell, given), colours?.[i] ? `cell-colour-${colours[i]}` : '']
                          .join(' ')
                          .trim() || undefined
                      }
                    >
                      {cell.cageSum !== 0 && <PrintCage cell={cell} />}
                      {shown || ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {drawing.cells.some((cell) => cell.diagonals !== 0) && <PrintDiagonals size={size} />}
      </div>
      {link && <p className="print-link">{link}</p>}
    </section>
  );
}

/**
 * Render the print sheet into its own element at the end of <body>, once:
 * the print stylesheet hides every other child of <body> when printing.
 * Called when the page is idle (lazyParts.ts).
 */
export function mountPrintSheet(): void {
  if (document.querySelector('.print-root')) return;
  const host = document.createElement('div');
  host.className = 'print-root';
  document.body.append(host);
  createRoot(host).render(<PrintSheet />);
}
