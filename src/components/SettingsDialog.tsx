import { useId } from 'react';
import { useGame } from '../store';
import { INPUT_MODES, LANGUAGES, MISTAKE_LIMITS, THEMES } from '../store';
import type { InputMode, Language, MistakeLimit, MistakesMode, Settings, Theme } from '../store';
import { getLocale, t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { DataSettings } from './DataSettings';
import { Dialog } from './Dialog';

const MODES: [MistakesMode, MessageKey, MessageKey][] = [
  ['on-check', 'settings.mistakes.onCheck', 'settings.mistakes.onCheck.help'],
  ['immediate', 'settings.mistakes.immediate', 'settings.mistakes.immediate.help'],
];

type Switch = keyof Pick<
  Settings,
  'autoCleanupNotes' | 'highlightSameDigits' | 'showTimer' | 'printDigits' | 'printColours'
>;

const SWITCHES: [Switch, MessageKey, MessageKey | null][] = [
  ['autoCleanupNotes', 'settings.autoCleanup', 'settings.autoCleanup.help'],
  ['highlightSameDigits', 'settings.highlight', null],
  ['showTimer', 'settings.showTimer', null],
  ['printDigits', 'settings.printDigits', 'settings.printDigits.help'],
  ['printColours', 'settings.printColours', 'settings.printColours.help'],
];

/** One labelled choice (radio or checkbox) with an optional line of help under its label. */
export function Choice(props: {
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

/** A labelled select: its name is the label, each option named in `name(option)`. */
export function Select<T extends string>(props: {
  label: MessageKey;
  options: readonly T[];
  value: T;
  name: (option: T) => string;
  lang?: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <label className="field settings-field">
      <span className="field-label">{t(props.label)}</span>
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map((option) => (
          <option key={option} value={option} lang={props.lang?.(option)}>
            {props.name(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Settings that apply at once (the store keeps and saves them): the
 * language, theme and input (cell first or digit first), when mistakes are shown, automatic note cleanup,
 * same-digit highlighting and the timer; then the player's data (export
 * and import), Learn (the library of techniques; the game bar has no room
 * for it on phones), Keyboard shortcuts and About.
 */
export function SettingsDialog() {
  const settings = useGame((s) => s.settings);
  const updateSettings = useGame((s) => s.updateSettings);
  const closeDialog = useGame((s) => s.closeDialog);
  const openDialog = useGame((s) => s.openDialog);
  const group = useId();
  const legendId = useId();
  return (
    <Dialog title={t('settings.title')} onClose={closeDialog} closable className="dialog-settings">
      <div className="settings-group settings-selects">
        <Select<Language>
          label="settings.language"
          options={LANGUAGES}
          value={settings.language ?? getLocale()}
          // Each language is named in its own language.
          name={(language) => t(`language.${language}`)}
          lang={(language) => language}
          onChange={(language) => updateSettings({ language })}
        />
        <Select<Theme>
          label="settings.theme"
          options={THEMES}
          value={settings.theme}
          name={(theme) => t(`theme.${theme}`)}
          onChange={(theme) => updateSettings({ theme })}
        />
        <Select<InputMode>
          label="settings.input"
          options={INPUT_MODES}
          value={settings.inputMode}
          name={(mode) => t(`input.${mode}`)}
          onChange={(inputMode) => updateSettings({ inputMode })}
        />
      </div>
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
      <div className="settings-group settings-selects">
        <Select<MistakeLimit>
          label="settings.mistakeLimit"
          options={MISTAKE_LIMITS}
          value={settings.mistakeLimit}
          name={(limit) => t(`settings.mistakeLimit.${limit}`)}
          onChange={(mistakeLimit) => updateSettings({ mistakeLimit })}
        />
      </div>
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
      <DataSettings />
      <div className="dialog-buttons settings-learn">
        <button type="button" className="wide" onClick={() => openDialog('learn')}>
          {t('learn.open')}
        </button>
      </div>
      <div className="dialog-buttons">
        <button type="button" onClick={() => openDialog('shortcuts')}>
          {t('shortcuts.title')}
        </button>
        <button type="button" onClick={() => openDialog('about')}>
          {t('about.open')}
        </button>
      </div>
    </Dialog>
  );
}
