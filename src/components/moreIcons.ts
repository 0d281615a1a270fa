/** Icons only lazily loaded parts draw (entry mode, the solution steps), kept out of the first load. */
export const MORE_ICONS = {
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  paste: 'M9 3.5h6v3H9zM7 5H5v15.5h14V5h-2M9 12h6M9 16h4',
  camera: 'M3.5 8h3.5l2-3h6l2 3h3.5v11.5h-17zM12 16.5a3.25 3.25 0 1 0 0-6.5 3.25 3.25 0 0 0 0 6.5z',
  clear: 'M5 7h14M10 4h4M7 7l1 13h8l1-13M10.5 11v5.5M13.5 11v5.5',
} as const;
