import { useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Board } from '../engine';
import type { Step } from '../engine/logic/types';
import { frameChain, stepFrames } from '../learn';
import { frameCaption } from '../i18n/lesson-words';
import { t } from '../i18n/messages';
import { asSentence, sentenceGap } from '../i18n/phrases';
import { frameMarks } from '../store/hintMarks';
import type { HintChain } from '../store';
import { Icon } from './Icon';
import { StepBoard } from './StepBoard';

interface StepWalkProps {
  step: Step; // the step to walk
  digits: Board; // the board it was found on (81, 0 = empty)
  givens: Board; // the puzzle, to tell givens from placed digits
  candidates: ArrayLike<number>; // the candidates there (81 masks)
  label: string; // the board's name: "Worked example of X-Wing"
}

/**
 * A step on a small board drawn with the hint overlay, stepped with Back
 * and Next (or the arrow keys, Home and End) one frame at a time (see
 * stepFrames); each frame's words are a polite live region, so a screen
 * reader hears each step as it is shown. A lesson's worked example, and
 * the step of a practice position once checked.
 */
export function StepWalk({ step, digits, givens, candidates, label }: StepWalkProps) {
  const frames = useMemo(() => stepFrames(step, digits), [step, digits]);
  const [at, setAt] = useState(0);
  const frame = frames[at];
  const chain = useMemo((): HintChain | null => {
    const drawn = frameChain(step, frame);
    if (!drawn) return null;
    const { eliminations, placements } = frame;
    const branches = step.chains?.length ?? 0;
    return { chain: drawn, branch: frame.chain, branches, eliminations, placements };
  }, [step, frame]);
  const marks = useMemo(
    () => frameMarks(frame, chain?.chain.nodes.flatMap((n) => n.cells) ?? [], digits, candidates),
    [frame, chain, digits, candidates],
  );

  const last = frames.length - 1;
  const go = (to: number) => setAt(Math.max(0, Math.min(last, to)));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  return (
    <div className="learn-walk" onKeyDown={onKeyDown}>
      <StepBoard label={label} digits={digits} givens={givens} marks={marks} chain={chain} />
      <div className="steps-nav">
        <button type="button" aria-disabled={at === 0 || undefined} onClick={() => go(at - 1)}>
          <Icon name="previous" />
          {t('lesson.back')}
        </button>
        <button
          type="button"
          className="primary"
          aria-disabled={at === last || undefined}
          onClick={() => go(at + 1)}
        >
          {t('lesson.next')}
          <Icon name="next" />
        </button>
      </div>
      <p className="learn-frame" aria-live="polite">
        <span className="learn-counter">
          {asSentence(t('lesson.frame', { n: at + 1, count: frames.length }))}
        </span>
        {sentenceGap()}
        {frameCaption(step, frame, digits)}
      </p>
    </div>
  );
}
