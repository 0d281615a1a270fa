import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { useGame } from '../store';
import { frameMarks } from '../store/hintMarks';
import type { HintChain } from '../store';
import type { ClassicTechnique } from '../engine/logic/types';
import { LESSON_GROUPS, frameChain, stepFrames, workedExample } from '../learn';
import { frameCaption, lessonLevelHeading, lessonWords } from '../i18n/lesson-words';
import { t } from '../i18n/messages';
import { asSentence, sentenceGap } from '../i18n/phrases';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { MORE_ICONS } from './moreIcons';
import { StepBoard } from './StepBoard';
import './steps.css';
import './learn.css';

/**
 * "Learn": the library of every technique the hints use, grouped by level,
 * and in the same dialog each technique's lesson (what to look for, why it
 * works, a worked example stepped through a piece at a time). Loaded
 * lazily with the 'steps' and 'lessons' messages (DialogHost.tsx).
 */
export function LearnDialog() {
  const closeDialog = useGame((s) => s.closeDialog);
  const [lesson, setLesson] = useState<ClassicTechnique | null>(null);
  const left = useRef<ClassicTechnique | null>(null); // the lesson last left, focused in the list
  return (
    <Dialog title={t('learn.title')} onClose={closeDialog} closable className="dialog-learn">
      {lesson ? (
        <Lesson
          key={lesson}
          technique={lesson}
          onList={() => {
            left.current = lesson;
            setLesson(null);
          }}
        />
      ) : (
        <Library onOpen={setLesson} focus={left} />
      )}
    </Dialog>
  );
}

/** The techniques by level, each a button opening its lesson; back from one, focus is on its button. */
function Library({
  onOpen,
  focus,
}: {
  onOpen: (technique: ClassicTechnique) => void;
  focus: RefObject<ClassicTechnique | null>;
}) {
  const id = useId();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="learn-library">
      <p className="dialog-text">{t('learn.intro')}</p>
      {LESSON_GROUPS.map(({ level, techniques }) => (
        <section key={level} aria-labelledby={`${id}${level}`}>
          <h3 id={`${id}${level}`}>{lessonLevelHeading(level)}</h3>
          <ul className="learn-list">
            {techniques.map((technique) => {
              const words = lessonWords(technique);
              return (
                <li key={technique}>
                  <button
                    ref={technique === focus.current ? back : undefined}
                    type="button"
                    className="learn-item"
                    aria-labelledby={`${id}${technique}`}
                    aria-describedby={`${id}${technique}-summary`}
                    onClick={() => onOpen(technique)}
                  >
                    <span id={`${id}${technique}`} className="learn-item-title">
                      {words.title}
                    </span>
                    <span id={`${id}${technique}-summary`} className="learn-item-summary">
                      {words.summary}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/**
 * One lesson: its words, then the worked example on a small board drawn with
 * the hint overlay, stepped with Back and Next (or the arrow keys, Home and
 * End) one frame at a time; each frame's words are a polite live region, so
 * a screen reader hears each step as it is shown.
 */
function Lesson({ technique, onList }: { technique: ClassicTechnique; onList: () => void }) {
  const example = useMemo(() => workedExample(technique), [technique]);
  const { step, digits, givens, candidates } = example;
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
  const words = lessonWords(technique);
  const heading = useRef<HTMLHeadingElement>(null);
  const exampleId = useId();

  // Opened from the list, focus moves to the lesson's title, where reading starts.
  useEffect(() => heading.current?.focus(), []);

  const last = frames.length - 1;
  const go = (to: number) => setAt(Math.max(0, Math.min(last, to)));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };
  const count = frames.length;

  return (
    <div className="learn-lesson">
      <button type="button" className="learn-back" onClick={onList}>
        <Icon path={MORE_ICONS.previous} />
        {t('learn.list')}
      </button>
      <h3 ref={heading} tabIndex={-1}>
        {words.title}
      </h3>
      <p className="learn-summary">{words.summary}</p>
      <h4>{t('lesson.look')}</h4>
      <p>{words.look}</p>
      <h4>{t('lesson.why')}</h4>
      <p>{words.why}</p>
      <section aria-labelledby={exampleId} className="learn-example" onKeyDown={onKeyDown}>
        <h4 id={exampleId}>{t('lesson.example')}</h4>
        <p>{words.example}</p>
        <StepBoard
          label={t('lesson.board', { name: words.title })}
          digits={digits}
          givens={givens}
          marks={marks}
          chain={chain}
        />
        <div className="steps-nav">
          <button type="button" aria-disabled={at === 0 || undefined} onClick={() => go(at - 1)}>
            <Icon path={MORE_ICONS.previous} />
            {t('lesson.back')}
          </button>
          <button
            type="button"
            className="primary"
            aria-disabled={at === last || undefined}
            onClick={() => go(at + 1)}
          >
            {t('lesson.next')}
            <Icon path={MORE_ICONS.next} />
          </button>
        </div>
        <p className="learn-frame" aria-live="polite">
          <span className="learn-counter">
            {asSentence(t('lesson.frame', { n: at + 1, count }))}
          </span>
          {sentenceGap()}
          {frameCaption(step, frame, digits)}
        </p>
      </section>
    </div>
  );
}
