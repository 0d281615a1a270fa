import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { Dialog } from './Dialog';

/** Keys pressed together, as printed on them: ['Shift', '5'] is Shift+5. */
type Combo = readonly string[];

/** One line of the list: its keys (any one of them does it) and what they do. */
type Shortcut = readonly [keys: readonly Combo[], does: MessageKey];

/** ⌘ on Apple's systems (Ctrl works there too); Ctrl elsewhere. */
function commandKey(): string {
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform) ? '⌘' : 'Ctrl';
}

/**
 * Every key the game has (useGameKeys.ts, Board.tsx's Home and End, and
 * its clicks with Shift or Ctrl/Cmd), in five groups: the board, several
 * cells and marks, the game, digit first (Settings, "Input") and typing a
 * puzzle in. `size` is the
 * board's (digits 1-6 on a 6x6).
 */
function groups(size: number): [MessageKey, readonly Shortcut[]][] {
  const digits = `1–${size}`;
  const command = commandKey();
  return [
    [
      'shortcuts.board',
      [
        [[[digits]], 'shortcuts.digit'],
        [[['Shift', digits]], 'shortcuts.note'],
        [[['N']], 'shortcuts.notesMode'],
        [[['Backspace'], ['Delete'], ['0']], 'shortcuts.erase'],
        [[['↑'], ['↓'], ['←'], ['→']], 'shortcuts.move'],
        [[['Home'], ['End']], 'shortcuts.rowEnds'],
        [
          [
            ['Ctrl', 'Home'],
            ['Ctrl', 'End'],
          ],
          'shortcuts.boardEnds',
        ],
      ],
    ],
    [
      'shortcuts.marks',
      [
        [
          [
            ['Shift', '↑'],
            ['Shift', '↓'],
            ['Shift', '←'],
            ['Shift', '→'],
          ],
          'shortcuts.extend',
        ],
        [[['Shift', t('keys.click')]], 'shortcuts.addCell'],
        [[[command, t('keys.click')]], 'shortcuts.toggleCell'],
        [[['X']], 'shortcuts.cornerMode'],
        [[['V']], 'shortcuts.coloursMode'],
        [[['Esc']], 'shortcuts.unpick'],
      ],
    ],
    [
      'shortcuts.game',
      [
        [[['H']], 'shortcuts.hint'],
        [[['C']], 'shortcuts.check'],
        [[['P']], 'shortcuts.pause'],
        [[[command, 'Z']], 'control.undo'],
        [
          [
            [command, 'Shift', 'Z'],
            ['Ctrl', 'Y'],
          ],
          'control.redo',
        ],
        [[[command, 'V']], 'shortcuts.paste'],
        [[['Esc']], 'shortcuts.escape'],
        [[['?']], 'shortcuts.list'],
      ],
    ],
    [
      'input.digit-first',
      [
        [[[digits]], 'shortcuts.hold'],
        [[['Enter'], [t('keys.space')]], 'shortcuts.tap'],
        [[['Esc']], 'shortcuts.release'],
      ],
    ],
    [
      'control.enterPuzzle',
      [
        [[['1–9']], 'shortcuts.entryDigit'],
        [[[t('keys.space')], ['0'], ['.']], 'shortcuts.entryEmpty'],
        [[['Backspace']], 'shortcuts.entryBack'],
      ],
    ],
  ];
}

/** `items` joined as a sentence lists them: "a, b or c" (“a、b或c”). */
function either(items: readonly ReactNode[]): ReactNode[] {
  return items.map((item, i) => (
    <Fragment key={i}>
      {i > 0 && t(i === items.length - 1 ? 'keys.or' : 'keys.comma')}
      {item}
    </Fragment>
  ));
}

/** A combination, each key in its <kbd>: Ctrl+Z (never broken across lines). */
function Keys({ combo }: { combo: Combo }) {
  return (
    <span className="shortcut-keys">
      {combo.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && '+'}
          <kbd>{key}</kbd>
        </Fragment>
      ))}
    </span>
  );
}

/**
 * "Keyboard shortcuts" (opened with ? or from Settings): every key of the
 * game and what it does, as description lists, one per group.
 */
export function ShortcutsDialog() {
  const closeDialog = useGame((s) => s.closeDialog);
  const size = useGame((s) => s.rules.size);
  return (
    <Dialog
      title={t('shortcuts.title')}
      onClose={closeDialog}
      closable
      className="dialog-shortcuts"
    >
      <p className="dialog-text">{t('shortcuts.intro')}</p>
      {groups(size).map(([title, shortcuts]) => (
        <section key={title} className="shortcuts">
          <h3>{t(title)}</h3>
          <dl>
            {shortcuts.map(([keys, does]) => (
              <div key={does}>
                <dt>{either(keys.map((combo) => <Keys key={combo.join()} combo={combo} />))}</dt>
                <dd>{t(does)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
