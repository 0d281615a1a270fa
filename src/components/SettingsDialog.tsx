import { useId } from 'react';
import { useGame } from '../store';
import type { MistakesMode, Settings } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { Dialog } from './Dialog';

const MODES: [MistakesMode, MessageKey, MessageKey][] = [
  ['on-check', 'settings.mistakes.onCheck', 'settings.mistakes.onCheck.help'],
  ['immediate', 'settings.mistakes.immediate', 'settings.mistakes.immediate.help'],
];

type Switch = keyof Pick<Settings, 'autoCleanupNotes' | 'highlightSameDigits' | 'showTimer'>;

const SWITCHES: [Switch, MessageKey, MessageKey | null][] = [
  ['autoCleanupNotes', 'settings.autoCleanup', 'settings.autoCleanup.help'],
  ['highlightSameDigits', 'settings.highlight', null],
  ['showTimer', 'settings.showTimer', null],
];

/** One labelled choice (radio or checkbox) with an optional line of help under its label. */
function Choice(props: {
  type: 'radio' | 'checkbox';
  name?: string;
  label: MessageKey;
  help: MessageKey | null;
  checked: boolean;
  onChange: () => void;
}) {
  const labelId = useId();
  const helpId = useId();
  // The whole row is the click target; the name is the label alone, the help its description.
  return (
    <label className={`choice choice-${props.type}`}>
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        aria-labelledby={labelId}
        aria-describedby={props.help ? helpId : undefined}
        onChange={props.onChange}
      />
      <span className="choice-text">
        <span id={labelId} className="choice-label">
          {t(props.label)}
        </span>
        {props.help && (
          <span id={helpId} className="choice-help">
            {t(props.help)}
          </span>
        )}
      </span>
    </label>
  );
}

/**
 * Settings that apply at once (the store keeps and saves them): when
 * mistakes are shown, automatic note cleanup, same-digit highlighting and
 * the timer.
 */
export function SettingsDialog() {
  const settings = useGame((s) => s.settings);
  const updateSettings = useGame((s) => s.updateSettings);
  const closeDialog = useGame((s) => s.closeDialog);
  const group = useId();
  const legendId = useId();
  return (
    <Dialog title={t('settings.title')} onClose={closeDialog} closable className="dialog-settings">
      <fieldset role="radiogroup" aria-labelledby={legendId} className="settings-group">
        <legend id={legendId}>{t('settings.mistakes')}</legend>
        {MODES.map(([mode, label, help]) => (
          <Choice
            key={mode}
            type="radio"
            name={group}
            label={label}
            help={help}
            checked={settings.mistakesMode === mode}
            onChange={() => updateSettings({ mistakesMode: mode })}
          />
        ))}
      </fieldset>
      <div className="settings-group">
        {SWITCHES.map(([key, label, help]) => (
          <Choice
            key={key}
            type="checkbox"
            label={label}
            help={help}
            checked={settings[key]}
            onChange={() => updateSettings({ [key]: !settings[key] })}
          />
        ))}
      </div>
    </Dialog>
  );
}
