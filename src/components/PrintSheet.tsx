import { selectPosition, todayKey, useGame } from '../store';
import { t } from '../i18n/messages';
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
 * first paint.
 */
export function PrintSheet() {
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
