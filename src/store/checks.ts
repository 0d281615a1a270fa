/*
 * Checking a save and bringing old saves up to date: loaded only when there
 * is a save to read (a first visit has none), before it is read. A daily
 * puzzle's record is checked here too, and from here its progress is saved.
 */
export { restoreSaved } from './validate';
export { restoreWithDaily } from './dailySave';
export { fromVersion1 } from './migrate';
