import { getLocale, loadMessages } from '../i18n/messages';
import type { Part } from '../i18n/messages';
import { createElement, useLayoutEffect, useState } from 'react';
import { loadOnce } from '../lib/loadOnce';
import { lazyPart } from './LazyPart';
import type { EarlyInput } from './GameKeys';
import { useGame } from '../store';

/*
 * What the first load leaves out, loaded when first needed: the dialogs
 * and notices (with their messages), entry mode's panel, the chain overlay
 * and the wording of logical steps (with its messages). Fetched ahead once
 * the page is idle (app/prefetch.ts, preloadParts.ts).
 */

/** Code and the active language's messages for one lazy part. */
export function withMessages<T>(load: () => Promise<T>, part: Part): Promise<T> {
  return Promise.all([load(), loadMessages(getLocale(), part)]).then(([module]) => module);
}

/** The dialogs' code. */
export const dialogs = loadOnce(() => import('./DialogHost'));
const entry = loadOnce(() => import('./EntryPanel'));

/** Keys pressed and text pasted before the game's keyboard loaded, kept for it to replay (GameKeys.tsx). */
const early: EarlyInput[] = [];
// Each with the cell selected then (a click selects at once; only keys wait).
const keep = (event: KeyboardEvent) => {
  early.push({ event, selected: useGame.getState().selected });
};
const keepPaste = (event: ClipboardEvent) => {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  early.push({ event, selected: useGame.getState().selected, text });
};

/** What was kept until now (GameKeys replays it once it listens); keeping stops. */
function takeEarlyKeys(): EarlyInput[] {
  window.removeEventListener('keydown', keep);
  window.removeEventListener('paste', keepPaste);
  return early.splice(0);
}

const keys = loadOnce(() => import('./GameKeys'));

/** Load the game's keyboard (tests do, so that it listens from the first render). */
export const loadGameKeys = keys.load;

/**
 * The game's keyboard: at once when its code is loaded, otherwise just
 * after the first paint, with the keys pressed meanwhile kept and replayed.
 * Not through Suspense: React holds a revealed boundary back up to 300 ms,
 * and keys would wait that long. A failed load is tried again at the next
 * key.
 */
export function GameKeys() {
  const [loaded, setLoaded] = useState(keys.now);
  useLayoutEffect(() => {
    if (loaded) return;
    const attempt = () => {
      keys.load().then(
        (m) => setLoaded(() => m),
        () => {}, // tried again at the next key
      );
    };
    const retry = () => {
      if (!keys.now()) attempt();
    };
    window.addEventListener('keydown', keep);
    window.addEventListener('paste', keepPaste);
    window.addEventListener('keydown', retry);
    attempt();
    return () => window.removeEventListener('keydown', retry);
  }, [loaded]);
  return loaded ? createElement(loaded.GameKeys, { replay: takeEarlyKeys }) : null;
}

/**
 * The page kept in step with the settings (usePageSettings.ts): loaded
 * with the first paint, not before it, since public/boot.js gave that
 * paint its theme and language already.
 */
export const PageSettings = lazyPart(() => import('./usePageSettings').then((m) => m.PageSettings));

/** The dialogs, as one lazily loaded component. */
export const DialogHost = lazyPart(() =>
  withMessages(dialogs.load, 'dialogs').then((m) => m.DialogHost),
);

/** The notices (a rejected link, saving problems), as one lazily loaded component. */
export const Notices = lazyPart(() =>
  withMessages(() => import('./Notices'), 'dialogs').then((m) => m.Notices),
);

/** A chain drawn over the board (from a hint's second press). */
export const ChainOverlay = lazyPart(() => import('./ChainOverlay').then((m) => m.ChainOverlay));

/** Entry mode's buttons ("Enter a puzzle"), in the tools' place. */
export const EntryTools = lazyPart(() =>
  withMessages(entry.load, 'dialogs').then((m) => m.EntryTools),
);

/** Entry mode's status line: what the grid being entered is. */
export const EntryStatus = lazyPart(() =>
  withMessages(entry.load, 'dialogs').then((m) => m.EntryStatus),
);

/** The pad in colours mode: the nine colours. */
export const ColourPad = lazyPart(() => import('./ColourPad').then((m) => m.ColourPad));

/** The header's line on a daily puzzle (its date and level). */
export const DailySubtitle = lazyPart(() => import('./DailySubtitle').then((m) => m.DailySubtitle));

/** What covers the board while the game is paused. */
export const PauseCover = lazyPart(() =>
  withMessages(() => import('./PauseCover'), 'dialogs').then((m) => m.PauseCover),
);

/** The hint card's head (technique, Close), from the first hint. */
export const HintCardHead = lazyPart(() => import('./HintCardParts').then((m) => m.CardHead));

/** Below the hint card's text: a forcing chain's branches and walk, the next press, Reveal a cell. */
export const HintCardTail = lazyPart(() => import('./HintCardParts').then((m) => m.CardTail));

/**
 * What a board of a kind other than classic needs beyond the first load:
 * the marks of its cages and diagonals and the words naming a cell's cage,
 * region or diagonal (with their messages).
 */
export const kindParts = loadOnce(() => withMessages(() => import('./KindMarks'), 'dialogs'));

export type StepWords = typeof import('../i18n/steps');

const stepWords = loadOnce(() => withMessages(() => import('../i18n/steps'), 'steps'));

/** The wording of logical steps, once loaded (null before). */
export const loadedStepWords = stepWords.now;

/** Load the wording of logical steps (code and messages); resolves with it. */
export const loadStepWords = stepWords.load;
