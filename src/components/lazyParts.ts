import { lazy } from 'react';
import type { ComponentType } from 'react';
import { getLocale, loadMessages } from '../i18n/messages';
import { preloadStore } from '../store';
import type { Part } from '../i18n/messages';

/*
 * What the first load leaves out, loaded when first needed: the dialogs
 * and notices (with their messages) and the wording of logical steps (with
 * its messages). Both are fetched ahead once the page is idle, so opening a
 * dialog or reading a hint never waits on the network in practice; they are
 * precached for offline play too.
 */

const importDialogs = () => import('./DialogHost');
const importNotices = () => import('./Notices');
const importSteps = () => import('../i18n/steps');

/** Code and the active language's messages for one lazy part. */
function withMessages<T>(load: () => Promise<T>, part: Part): Promise<T> {
  return Promise.all([load(), loadMessages(getLocale(), part)]).then(([module]) => module);
}

/** The dialogs, as one lazily loaded component. */
export const DialogHost = lazy((): Promise<{ default: ComponentType }> =>
  withMessages(importDialogs, 'dialogs').then((m) => ({ default: m.DialogHost })),
);

/** The notices (a rejected link, saving problems), as one lazily loaded component. */
export const Notices = lazy((): Promise<{ default: ComponentType }> =>
  withMessages(importNotices, 'dialogs').then((m) => ({ default: m.Notices })),
);

/** A chain drawn over the board (from a hint's second press). */
export const ChainOverlay = lazy(() =>
  import('./ChainOverlay').then((m) => ({ default: m.ChainOverlay })),
);

const importEntry = () => import('./EntryPanel');

/** Entry mode's buttons ("Enter a puzzle"), in the tools' place. */
export const EntryTools = lazy((): Promise<{ default: ComponentType }> =>
  withMessages(importEntry, 'dialogs').then((m) => ({ default: m.EntryTools })),
);

/** Entry mode's status line: what the grid being entered is. */
export const EntryStatus = lazy((): Promise<{ default: ComponentType }> =>
  withMessages(importEntry, 'dialogs').then((m) => ({ default: m.EntryStatus })),
);

/** A forcing chain's branch buttons (from a hint's second press). */
export const StepBranches = lazy(() =>
  import('./StepBranches').then((m) => ({ default: m.StepBranches })),
);

export type StepWords = typeof import('../i18n/steps');

let stepWords: StepWords | null = null;
let stepWordsLoading: Promise<StepWords> | null = null;

/** The wording of logical steps, once loaded (null before). */
export function loadedStepWords(): StepWords | null {
  return stepWords;
}

/** Load the wording of logical steps (code and messages); resolves with it. */
export function loadStepWords(): Promise<StepWords> {
  stepWordsLoading ??= withMessages(importSteps, 'steps').then((m) => (stepWords = m));
  stepWordsLoading.catch(() => (stepWordsLoading = null));
  return stepWordsLoading;
}

/** Fetch every lazy part ahead, when the page is idle. */
export function prefetchLazyParts(): void {
  const run = () => {
    preloadStore();
    void import('./ChainOverlay').catch(() => {});
    void import('./StepBranches').catch(() => {});
    void import('../store/update').then((m) => m.registerUpdates()).catch(() => {});
    void withMessages(importDialogs, 'dialogs').catch(() => {});
    // The page as printed, ready for Print or the browser's own command.
    void withMessages(() => import('./PrintSheet'), 'dialogs')
      .then((m) => m.mountPrintSheet())
      .catch(() => {});
    void loadStepWords().catch(() => {});
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 500);
}
