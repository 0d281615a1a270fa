/** The id of the page behind the dialogs: an open dialog makes it inert (see Dialog). */
export const PAGE_ID = 'page';
