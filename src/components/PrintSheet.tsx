import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { selectPosition, todayKey, useGame } from '../store';
import { getLocale, onLocaleChange, t } from '../i18n/messages';
import { levelName } from '../i18n/describe';
import { formatDay } from '../i18n/dates';
import { shareLink } from './ShareDialog';
import '../print.css';

const NINE = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The page as printed: the puzzle large, black on white, with its level,
 * its date (a daily puzzle's own, otherwise today's) and a short link that
 * opens it; the player's digits too when the setting says so. Hidden on
 * screen; the print stylesheet shows it and nothing else, for the Print
 * button and the browser's own print command alike. Loaded after the
 * first paint, in a root of its own beside the page (see mountPrintSheet).
 */
export function PrintSheet() {
  useSyncExternalStore(onLocaleChange, getLocale); // its words follow the language
  const givens = useGame((s) => s.givens);
  const digits = useGame((s) => selectPosition(s).digits);
  const level = useGame((s) => s.level);
  const daily = useGame((s) => s.daily);
  const withDigits = useGame((s) => s.settings.printDigits);
  const hasGame = useGame((s) => s.gameId !== '');
  if (!hasGame) return null;
  const name = level ? levelName(level) : t('app.subtitle.link');
  const link = shareLink(givens, null).replace(/^https?:\/\//, '');
  return (
    <section className="print-sheet">
      <h1>{daily ? t('print.daily', { level: name }) : t('print.heading', { level: name })}</h1>
      <p className="print-date">{formatDay(daily ?? todayKey(), 'long')}</p>
      <table className="print-grid">
        <tbody>
          {NINE.map((r) => (
            <tr key={r}>
              {NINE.map((c) => {
                const i = r * 9 + c;
                const given = givens[i] !== 0;
                const shown = given ? givens[i] : withDigits ? digits[i] : 0;
                return (
                  <td key={c} className={given ? 'print-given' : undefined}>
                    {shown || ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="print-link">{link}</p>
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
