/**
 * The icons: each a symbol `icon-<name>` of the sprite in index.html (in the
 * page, so they are drawn at the first paint and offline, and their drawings
 * cost the scripts nothing; tests/components/icons.test.tsx checks the two
 * lists match).
 */
export type IconName =
  | 'erase'
  | 'hint'
  | 'check'
  | 'undo'
  | 'redo'
  | 'rewind'
  | 'notes'
  | 'corner'
  | 'colours'
  | 'fillNotes'
  | 'pause'
  | 'play'
  | 'stats'
  | 'settings'
  | 'close'
  | 'grid'
  | 'steps'
  | 'daily'
  | 'share'
  | 'print'
  | 'previous'
  | 'next'
  | 'paste'
  | 'camera'
  | 'clear';

/** A small line icon, drawn in the current text colour and hidden from assistive technology. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
