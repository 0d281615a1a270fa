/*
 * Checking a save and bringing old saves up to date: loaded only when there
 * is a save to read (a first visit has none), before it is read.
 */
export { restoreSaved } from './validate';
export { fromVersion1 } from './migrate';
