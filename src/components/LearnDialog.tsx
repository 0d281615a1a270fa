import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useGame } from '../store';
import type { ClassicTechnique } from '../engine/logic/types';
import { LESSON_GROUPS, workedExample } from '../learn';
import { lessonLevelHeading, lessonWords } from '../i18n/lesson-words';
import { t } from '../i18n/messages';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { learnStart, learnStartTaken } from './learnStart';
import { PracticeView } from './PracticeView';
import { StepWalk } from './StepWalk';
import './steps.css';
import './learn.css';

/** What the dialog shows: the library, a technique's lesson, or its practice. */
type View =
  | { at: 'library' }
  | { at: 'lesson'; technique: ClassicTechnique }
  | { at: 'practice'; technique: ClassicTechnique };

/** The view Learn opens at: the library, or where openLearnAt asked (learnStart.ts). */
function startView(): View {
  const start = learnStart();
  if (!start) return { at: 'library' };
  return { at: start.practise ? 'practice' : 'lesson', technique: start.technique };
}

/**
 * "Learn": the library of every technique the hints use, grouped by level,
 * and in the same dialog each technique's lesson (what to look for, why it
 * works, a worked example stepped through a piece at a time) and its
 * practice (PracticeView.tsx). Loaded lazily with the 'steps' and
 * 'lessons' messages (DialogHost.tsx); opened at a lesson or a practice
 * by openLearnAt and openPractice (learnStart.ts).
 */
export function LearnDialog() {
  const closeDialog = useGame((s) => s.closeDialog);
  const [view, setView] = useState<View>(startView);
  const left = useRef<ClassicTechnique | null>(null); // the lesson last left, focused in the list
  // The title of the lesson or practice on show: where focus goes as it opens (opened at one).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(learnStartTaken, []);
  return (
    <Dialog
      title={t('learn.title')}
      onClose={closeDialog}
      closable
      className="dialog-learn"
      initialFocus={heading}
    >
      {view.at === 'practice' ? (
        <PracticeView
          key={view.technique}
          technique={view.technique}
          heading={heading}
          onLesson={() => setView({ at: 'lesson', technique: view.technique })}
        />
      ) : view.at === 'lesson' ? (
        <Lesson
          key={view.technique}
          technique={view.technique}
          heading={heading}
          onList={() => {
            left.current = view.technique;
            setView({ at: 'library' });
          }}
          onPractise={() => setView({ at: 'practice', technique: view.technique })}
        />
      ) : (
        <Library onOpen={(technique) => setView({ at: 'lesson', technique })} focus={left} />
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
 * One lesson: its words, then the worked example (StepWalk: a small board
 * drawn with the hint overlay, stepped a frame at a time, each frame said
 * in a polite live region), then "Practise".
 */
function Lesson({
  technique,
  heading,
  onList,
  onPractise,
}: {
  technique: ClassicTechnique;
  heading: RefObject<HTMLHeadingElement | null>; // its title, focused as it opens
  onList: () => void;
  onPractise: () => void;
}) {
  const { step, digits, givens, candidates } = useMemo(() => workedExample(technique), [technique]);
  const words = lessonWords(technique);
  const exampleId = useId();

  // Opened from the list, focus moves to the lesson's title, where reading starts.
  useEffect(() => heading.current?.focus(), [heading]);

  return (
    <div className="learn-lesson">
      <button type="button" className="learn-back" onClick={onList}>
        <Icon name="previous" />
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
      <section aria-labelledby={exampleId} className="learn-example">
        <h4 id={exampleId}>{t('lesson.example')}</h4>
        <p>{words.example}</p>
        <StepWalk
          step={step}
          digits={digits}
          givens={givens}
          candidates={candidates}
          label={t('lesson.board', { name: words.title })}
        />
      </section>
      <button type="button" className="primary learn-practise" onClick={onPractise}>
        {t('lesson.practise')}
      </button>
    </div>
  );
}
