import { useGame, selectPosition } from '../store';
import { shareCode, shareLink } from '../store/share';
import { getLocale, t } from '../i18n/messages';
import { levelName } from '../i18n/describe';
import './print.css';

const NINE = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * What the page prints (Print in Share, or the browser's own print
 * command): the puzzle large, black on white, with its level, the date and
 * a short link, and nothing else (print.css hides the rest). The player's
 * digits are printed, lighter, when "Include my progress" is on. Hidden on
 * screen; loaded after the first paint.
 */
export function PrintSheet() {
  const givens = useGame((s) => s.givens);
  const digits = useGame((s) => selectPosition(s).digits);
  const level = useGame((s) => s.level);
  const withProgress = useGame((s) => s.shareProgress);
  const code = useGame((s) => (s.gameId === '' ? '' : shareCode(s, false)));
  if (code === '') return null;
  const date = new Intl.DateTimeFormat(getLocale(), { dateStyle: 'long' }).format(new Date());
  const link = shareLink(code, window.location.href);
  return (
    <section className="print-sheet" aria-hidden="true">
      <h2 className="print-heading">
        {level ? t('print.heading', { level: levelName(level) }) : t('print.shared')}
        <span className="print-date">{date}</span>
      </h2>
      <table className="print-grid">
        <tbody>
          {NINE.map((r) => (
            <tr key={r}>
              {NINE.map((c) => {
                const i = r * 9 + c;
                const given = givens[i] !== 0;
                const shown = given ? givens[i] : withProgress ? digits[i] : 0;
                return (
                  <td key={c} className={given ? 'print-given' : 'print-entry'}>
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
