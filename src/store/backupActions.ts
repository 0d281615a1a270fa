import { deliverFile } from '../lib/files';
import { keepData } from '../lib/keepData';
import type { GetState, SetState } from './core';
import {
  checkBackup,
  importBackup,
  loadBackupLayouts,
  makeBackup,
  MAX_BACKUP_BYTES,
} from './save/backup';
import type { CheckedBackup } from './save/backup';
import { partialize } from './save/codec';
import { records } from './save/persist';
import { todayKey } from './today';
import type { GameActions } from './types';

/*
 * "Export my data" and "Import my data" (Settings): a backup file of
 * everything the player keeps (save/backup.ts), and reading one back. An
 * import is checked first and only offered (its contents are shown); it
 * changes nothing until the player confirms. Loaded on first use.
 */

type BackupActionKeys = 'exportData' | 'chooseImport' | 'confirmImport' | 'dismissBackup';

export function backupActions(set: SetState, get: GetState): Pick<GameActions, BackupActionKeys> {
  let offer: CheckedBackup | null = null; // the file checked and shown, waiting for "Import"
  let reading = 0; // the latest file chosen: an older one read late is ignored

  return {
    exportData() {
      const text = JSON.stringify(makeBackup(get(), new Date()));
      void deliverFile(`sudoku-backup-${todayKey()}.json`, text, 'application/json').then(
        (how) => set({ backup: { kind: 'exported', shared: how === 'shared' } }),
        () => set({ backup: { kind: 'refused', reason: 'unreadable' } }),
      );
      keepData();
    },

    chooseImport(file) {
      const id = ++reading;
      offer = null;
      if (file.size > MAX_BACKUP_BYTES) {
        set({ backup: { kind: 'refused', reason: 'too-large' } });
        return;
      }
      set({ backup: { kind: 'reading' } });
      file.text().then(
        async (text) => {
          await loadBackupLayouts(text);
          if (id !== reading) return;
          const checked = checkBackup(text, Date.now());
          if (!checked.ok) {
            set({ backup: { kind: 'refused', reason: checked.error } });
            return;
          }
          offer = checked.backup;
          set({ backup: { kind: 'offer', summary: offer.summary }, dialog: 'confirm-import' });
        },
        () => {
          if (id === reading) set({ backup: { kind: 'refused', reason: 'unreadable' } });
        },
      );
    },

    confirmImport() {
      if (!offer) return;
      const { summary } = offer;
      const { state, writes } = importBackup(offer, get());
      offer = null;
      set({ ...state, dialog: null, backup: null, notice: { kind: 'imported', summary } });
      // Written at once, with the daily puzzles that are not on the board.
      void records.writer().then(() => {
        records.stage(partialize(get()), writes);
        records.flush();
      });
      keepData();
    },

    dismissBackup() {
      offer = null;
      const { dialog } = get();
      set({ backup: null, dialog: dialog === 'confirm-import' ? 'settings' : dialog });
    },
  };
}
