import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useGame } from '../store';
import { storedBytes } from '../store/save/sync';
import { storageReport } from '../lib/keepData';
import { formatSize } from '../i18n/dates';
import { sentenceGap } from '../i18n/phrases';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { Dialog } from './Dialog';

/** The photo data set the digit model was trained on, and its licence (CC BY 4.0). */
const DATASET = 'https://github.com/wichtounet/sudoku_dataset';
const LICENCE = 'https://creativecommons.org/licenses/by/4.0/';
/** The source code of this very version, built with it (see vite.config.ts). */
const SOURCE = '/sudoku-source.tgz';

/** `text` with each `{name}` placeholder replaced by `parts[name]` (a link, say). */
function fill(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((piece, i) => (i % 2 === 1 ? parts[piece] : piece));
}

/** An outside link, opened in a new tab. */
function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

interface Report {
  saved: number; // bytes of the game's own records
  usage: number | null; // bytes the browser counts for the whole site (the offline copy too)
  persisted: boolean | null; // whether the browser keeps the data when space runs low
}

/** What is stored, and what the browser says of it (read when About opens). */
function useStorageReport(): Report | undefined {
  const [report, setReport] = useState<Report>();
  useEffect(() => {
    let live = true;
    Promise.all([storedBytes(), storageReport()]).then(
      ([saved, browser]) => live && setReport({ saved, ...browser }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return report;
}

/**
 * About: the version, licence and source code, what is stored (only in this
 * browser; nothing leaves the device), how much, whether the browser keeps
 * it, and the credits, including the photo data set's CC BY 4.0 attribution.
 */
export function AboutDialog() {
  const closeDialog = useGame((s) => s.closeDialog);
  const report = useStorageReport();
  const kept: MessageKey =
    report?.persisted === true
      ? 'about.kept.yes'
      : report?.persisted === false
        ? 'about.kept.no'
        : 'about.kept.unknown';
  return (
    <Dialog title={t('about.title')} onClose={closeDialog} closable className="dialog-about">
      <div className="about">
        <p>{t('about.version', { version: __APP_VERSION__ })}</p>
        <p>
          {t('about.licence')}
          {sentenceGap()}
          <a href={SOURCE} download>
            {t('about.source')}
          </a>
        </p>
        <h3>{t('about.data')}</h3>
        <p>{t('about.privacy')}</p>
        {report && (
          <p>
            {t('about.stored', { size: formatSize(report.saved) })}
            {report.usage !== null &&
              `${sentenceGap()}${t('about.storedAll', { size: formatSize(report.usage) })}`}
          </p>
        )}
        {report && <p>{t(kept)}</p>}
        <h3>{t('about.credits')}</h3>
        <p>
          {fill(t('about.photos'), {
            dataset: <Link href={DATASET}>github.com/wichtounet/sudoku_dataset</Link>,
            licence: <Link href={LICENCE}>CC BY 4.0</Link>,
          })}
        </p>
        <p lang="en">
          B. Wicht, J. Hennebert, “Camera-based Sudoku recognition with Deep Belief Network”, SoCPaR
          2014, pp. 83–88.
        </p>
        <p>{t('about.libraries')}</p>
      </div>
    </Dialog>
  );
}
