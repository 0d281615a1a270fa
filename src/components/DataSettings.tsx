import { useId, useRef } from 'react';
import { useGame } from '../store';
import type { BackupStatus } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';

/** What the status line says of an export or import (null: nothing to say). */
function statusText(status: BackupStatus | null): { text: string; alert: boolean } | null {
  switch (status?.kind) {
    case 'reading':
      return { text: t('backup.reading'), alert: false };
    case 'exported':
      return { text: t(status.shared ? 'backup.shared' : 'backup.exported'), alert: false };
    case 'refused':
      return { text: t(`backup.refused.${status.reason}` as MessageKey), alert: true };
    default:
      return null;
  }
}

/**
 * Settings' "Your data": Export my data (a backup file, downloaded or
 * shared) and Import my data (a file chosen, checked, then offered in a
 * dialog before anything changes), with a line that says how it went.
 */
export function DataSettings() {
  const status = useGame((s) => s.backup);
  const game = useGame.getState;
  const fileRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const helpId = useId();
  const said = statusText(status);
  return (
    <section className="settings-group settings-data" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-heading">
        {t('settings.data')}
      </h3>
      <p id={helpId} className="choice-help">
        {t('backup.help')}
      </p>
      <div className="dialog-buttons">
        <button type="button" aria-describedby={helpId} onClick={() => game().exportData()}>
          {t('backup.export')}
        </button>
        <button type="button" onClick={() => fileRef.current?.click()}>
          {t('backup.import')}
        </button>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept=".json,application/json"
        aria-label={t('backup.file')}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) game().chooseImport(file);
          e.currentTarget.value = '';
        }}
      />
      <p role={said?.alert ? 'alert' : 'status'} className="backup-status">
        {said?.text}
      </p>
    </section>
  );
}
