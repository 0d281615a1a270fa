/** Small line icons, drawn in the current text colour and hidden from assistive technology. */
const PATHS = {
  erase: 'M8 5h12v14H8l-6-7zM12 9l5 6M17 9l-5 6',
  hint: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z',
  check: 'M4 12.5l5 5L20 6.5',
  plus: 'M12 5v14M5 12h14',
  undo: 'M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11',
  redo: 'M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13',
  rewind: 'M3.5 12a8.5 8.5 0 1 0 2.6-6.1L3.5 8.5M3.5 3.5v5h5M12 7.5V12l3 2',
  notes: 'M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16zM13.5 6.5l4 4',
  corner: 'M4 4h16v16H4zM7.5 7.5v3M15 7.5h2.5v3M7.5 14v2.5H10',
  colours: 'M12 3.5c3 4 6 7 6 10.5a6 6 0 0 1-12 0c0-3.5 3-6.5 6-10.5z',
  fillNotes: 'M5 5h.01M12 5h.01M19 5h.01M5 12h.01M12 12h.01M19 12h.01M5 19h.01M12 19h.01M19 19h.01',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5.5v13l10.5-6.5z',
  stats: 'M5 20v-8M12 20V4M19 20v-5M3 20h18',
  settings: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 4.5v5M9 14.5v5',
  close: 'M6 6l12 12M18 6L6 18',
  grid: 'M4 4h16v16H4zM4 9.33h16M4 14.67h16M9.33 4v16M14.67 4v16',
  steps: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  daily: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  share: 'M12 15V3M7 8l5-5 5 5M5 12v8h14v-8',
  print: 'M7 9V3h10v6M7 17H4v-8h16v8h-3M7 13h10v8H7z',
} as const;

/** Icons drawn as dots need a heavier stroke to be seen. */
const STROKE: Partial<Record<keyof typeof PATHS, number>> = { fillNotes: 3.5 };

export type IconName = keyof typeof PATHS;

/**
 * An icon: one of the first load's (`name`), or a path of its own (`path`,
 * for icons only lazily loaded parts draw: see moreIcons.ts).
 */
export function Icon({ name, path }: { name?: IconName; path?: string }) {
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
      strokeWidth={(name && STROKE[name]) ?? 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={name ? PATHS[name] : path} />
    </svg>
  );
}
