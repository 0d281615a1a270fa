import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { DIGITS } from '../engine';
import type { CellIndex, Digit } from '../engine';
import type { CellDigit, ClassicTechnique, Step } from '../engine/logic/types';
import { checkPracticeStep } from '../engine/practice/check';
import type { PracticeAttempt } from '../engine/practice/check';
import type { PracticePosition } from '../engine/practice';
import { lessonWords, practiceTask, practiceVerdict } from '../i18n/lesson-words';
import { t } from '../i18n/messages';
import { describeStepArea } from '../i18n/steps';
import { newPracticePosition } from '../store/practiceSource';
import { Icon } from './Icon';
import { PracticeBoard } from './PracticeBoard';
import type { PracticeKey } from './PracticeBoard';
import { StepWalk } from './StepWalk';

/** The player's try at a position, and what the view shows of it. */
interface Round {
  position: PracticePosition;
  placed: number[]; // the digit placed in each cell (0 = none)
  removed: number[]; // the candidates toggled off in each cell (masks)
  selected: CellIndex;
  notesMode: boolean; // digits toggle notes instead of placing
  said: string; // the hint or the verdict, said in the live region
  hinted: boolean; // the hint was given: "Show me" is offered
  shown: Step | null; // the step drawn and explained (after Check my step or Show me)
}

const newRound = (position: PracticePosition): Round => ({
  position,
  placed: new Array<number>(81).fill(0),
  removed: new Array<number>(81).fill(0),
  selected: Math.max(0, position.digits.indexOf(0)),
  // A step that removes candidates is made on the notes.
  notesMode: position.step.placements.length === 0,
  said: '',
  hinted: false,
  shown: null,
});

/** A change to the selected cell, from the pad or a key; the round unchanged when it changes nothing. */
function change(round: Round, key: PracticeKey): Round {
  const { position, selected: cell } = round;
  if (key.kind === 'notes-mode') return { ...round, notesMode: !round.notesMode };
  if (position.digits[cell] !== 0) return round;
  const at = (list: number[], value: number) => list.map((v, i) => (i === cell ? value : v));
  if (key.kind === 'erase')
    return { ...round, placed: at(round.placed, 0), removed: at(round.removed, 0) };
  if (key.kind === 'digit' && !round.notesMode) {
    const digit = round.placed[cell] === key.digit ? 0 : key.digit;
    return { ...round, placed: at(round.placed, digit) };
  }
  // A note: only the position's candidates can be toggled (off, and on again).
  const bit = 1 << (key.digit - 1);
  if (round.placed[cell] !== 0 || !(position.candidates[cell] & bit)) return round;
  return { ...round, removed: at(round.removed, round.removed[cell] ^ bit) };
}

/** What the player did, as checkPracticeStep reads it. */
function attemptOf({ placed, removed }: Round): PracticeAttempt {
  const placements: CellDigit[] = [];
  const eliminations: CellDigit[] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (placed[cell] !== 0) placements.push({ cell, digit: placed[cell] as Digit });
    for (const digit of DIGITS)
      if (removed[cell] & (1 << (digit - 1))) eliminations.push({ cell, digit });
  }
  return { placements, eliminations };
}

/**
 * Practise (练习): a fresh position of one technique, made in the engine's
 * worker (a new puzzle played forward until the technique is its simplest
 * step), on a small board the player plays: place the step's digit, or
 * toggle off the candidates it removes. "Check my step" says right,
 * incomplete or wrong in a polite live region and then shows the step
 * drawn and explained, frame by frame; "Hint" says where to look, naming
 * the technique, and offers "Show me"; "Next position" makes another
 * (never one given before in the session). Nothing here touches the game.
 */
export function PracticeView({
  technique,
  heading,
  onLesson,
}: {
  technique: ClassicTechnique;
  heading: RefObject<HTMLHeadingElement | null>; // its title, focused as it opens
  onLesson: () => void;
}) {
  const [phase, setPhase] = useState<'preparing' | 'failed' | 'ready'>('preparing');
  const [round, setRound] = useState<Round | null>(null);
  const request = useRef<AbortController | null>(null);
  const stepId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusStep = useRef(false);

  /** Ask the worker for a position; the one on show stays until it comes. */
  const prepare = useCallback(() => {
    request.current?.abort();
    const abort = new AbortController();
    request.current = abort;
    newPracticePosition(technique, abort.signal).then(
      (position) => {
        if (abort.signal.aborted) return;
        setRound(newRound(position));
        setPhase('ready');
      },
      () => {
        if (!abort.signal.aborted) setPhase('failed');
      },
    );
  }, [technique]);

  const next = () => {
    setPhase('preparing');
    prepare();
  };

  useEffect(() => {
    heading.current?.focus();
    prepare();
    return () => request.current?.abort();
  }, [heading, prepare]);

  // "Show me" goes away as the step appears: focus moves to the step's heading.
  useEffect(() => {
    if (!round?.shown || !focusStep.current) return;
    focusStep.current = false;
    stepHeading.current?.focus();
  }, [round?.shown]);

  const ready = phase === 'ready' && round !== null;
  const name = lessonWords(technique).title;
  const update = (to: (r: Round) => Round) => setRound((r) => (r ? to(r) : r));
  const onKey = (key: PracticeKey) => update((r) => change(r, key));
  const check = () => {
    if (!ready || round.shown) return;
    const result = checkPracticeStep(round.position, attemptOf(round));
    update((r) => ({ ...r, said: practiceVerdict(result), shown: result.step }));
  };
  const hint = () => {
    if (!ready || round.shown) return;
    update((r) => ({ ...r, said: describeStepArea(r.position.step), hinted: true }));
  };
  const showMe = () => {
    focusStep.current = true;
    update((r) => ({ ...r, shown: r.position.step }));
  };
  const done = !ready || round.shown !== null;

  return (
    <div className="learn-lesson practice">
      <button type="button" className="learn-back" onClick={onLesson}>
        <Icon name="previous" />
        {t('practice.lesson')}
      </button>
      <h3 ref={heading} tabIndex={-1}>
        {t('practice.title', { name })}
      </h3>
      <p role="status" className="practice-task">
        {ready
          ? practiceTask(round.position.step)
          : phase === 'preparing'
            ? t('practice.preparing')
            : ''}
      </p>
      {phase === 'failed' && (
        <div className="practice-failed">
          <p role="alert">{t('practice.failed')}</p>
          <button type="button" onClick={next}>
            {t('practice.retry')}
          </button>
        </div>
      )}
      {ready && round.shown ? (
        <section className="practice-step" aria-labelledby={stepId}>
          <h4 id={stepId} ref={stepHeading} tabIndex={-1}>
            {t('practice.step')}
          </h4>
          <StepWalk
            key={round.position.puzzle.join('')}
            step={round.shown}
            digits={round.position.digits}
            givens={round.position.puzzle}
            candidates={round.position.candidates}
            label={t('practice.stepBoard', { name })}
          />
        </section>
      ) : ready ? (
        <div className="practice-play">
          <PracticeBoard
            digits={round.position.digits}
            givens={round.position.puzzle}
            placed={round.placed}
            notes={round.position.candidates.map((m, i) => m & ~round.removed[i])}
            selected={round.selected}
            onSelect={(cell) => update((r) => ({ ...r, selected: cell }))}
            onKey={onKey}
          />
          <PracticePad notesMode={round.notesMode} onKey={onKey} />
        </div>
      ) : (
        phase === 'preparing' && <div className="practice-space" aria-hidden="true" />
      )}
      <div className="practice-said">
        <p aria-live="polite">{ready ? round.said : ''}</p>
        {ready && round.hinted && !round.shown && (
          <button type="button" onClick={showMe}>
            {t('hint.showMe')}
          </button>
        )}
      </div>
      <div className="practice-actions">
        <button type="button" aria-disabled={done || undefined} onClick={hint}>
          <Icon name="hint" />
          {t('hint.title')}
        </button>
        <button type="button" aria-disabled={done || undefined} onClick={check}>
          {t('practice.check')}
        </button>
        <button
          type="button"
          className="primary"
          aria-disabled={phase === 'preparing' || undefined}
          onClick={phase === 'preparing' ? undefined : next}
        >
          {t('practice.next')}
        </button>
      </div>
    </div>
  );
}

/** Digits 1-9, Erase and the Notes switch (its state aria-pressed), for touch and mouse. */
function PracticePad({
  notesMode,
  onKey,
}: {
  notesMode: boolean;
  onKey: (key: PracticeKey) => void;
}) {
  return (
    <div
      role="group"
      aria-label={t('pad.label')}
      className={notesMode ? 'practice-pad practice-pad-notes' : 'practice-pad'}
    >
      {DIGITS.map((d) => (
        <button key={d} type="button" onClick={() => onKey({ kind: 'digit', digit: d as Digit })}>
          {d}
        </button>
      ))}
      <button type="button" onClick={() => onKey({ kind: 'erase' })}>
        {t('control.erase')}
      </button>
      <button
        type="button"
        className="practice-notes"
        aria-pressed={notesMode}
        onClick={() => onKey({ kind: 'notes-mode' })}
      >
        {t('control.notes')}
      </button>
    </div>
  );
}
