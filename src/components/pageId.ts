/** The id of the page behind the dialogs: an open dialog makes it inert (see Dialog). */
export const PAGE_ID = 'page';

/** The id of the status text, which the board names as its description while a chain is drawn. */
export const STATUS_TEXT_ID = 'status-text';

/** The id of a forcing chain's walk in the hint card (part of the board's description too). */
export const WALK_TEXT_ID = 'status-walk';
