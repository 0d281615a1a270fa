import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useGame } from '../store';
import { selectSolutionCandidates, stepMarks, summaryChain } from '../store/hintMarks';
import type { HintChain, SolutionPath } from '../store';
import type { Step } from '../engine/logic/types';
import { joinClauses } from '../i18n/describe';
import { asSentence, sentenceGap } from '../i18n/phrases';
import { t, tn } from '../i18n/messages';
import { explainBranch, explainStep, stepBranches, techniqueTitle } from '../i18n/steps';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { StepBoard } from './StepBoard';
import { StepBranches } from './StepBranches';
import './steps.css';

/**
 * "Solution steps": first a question (it gives the puzzle away), then the
 * whole logical path one step at a time. One Dialog serves both, so focus
 * goes back to the button that opened it.
 */
export function SolutionStepsDialog() {
  const asking = useGame((s) => s.dialog === 'confirm-solution-steps' || s.solutionPath === null);
  const path = useGame((s) => s.solutionPath);
  const closeDialog = useGame((s) => s.closeDialog);
  const showSolutionSteps = useGame((s) => s.showSolutionSteps);
  const working = useGame((s) => s.pending === 'solution-steps');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const textId = useId();
  return (
    <Dialog
      title={asking ? t('stepsConfirm.title') : t('steps.title')}
      describedBy={asking ? bodyId : textId}
      initialFocus={cancelRef}
      onClose={closeDialog}
      closable={!asking}
      className={asking ? undefined : 'dialog-steps'}
    >
      {asking || !path ? (
        <>
          <p id={bodyId} className="dialog-text">
            {t('stepsConfirm.body')}
          </p>
          <div className="dialog-buttons">
            <button ref={cancelRef} type="button" onClick={closeDialog}>
              {t('stepsConfirm.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              aria-disabled={working || undefined}
              onClick={working ? undefined : showSolutionSteps}
            >
              {working ? t('stepsConfirm.working') : t('stepsConfirm.show')}
            </button>
          </div>
        </>
      ) : (
        <StepsView path={path} textId={textId} />
      )}
    </Dialog>
  );
}

/** The chain a step's page draws: its own, a forcing chain's branch, or (-1) the summary's cases. */
function pageChain(step: Step | null, branch: number): HintChain | null {
  const chains = step?.chains ?? [];
  const chain = branch < 0 && step?.forcing ? summaryChain(chains) : chains[Math.max(branch, 0)];
  if (!step || !chain) return null;
  const { eliminations, placements } = step;
  return { chain, branch, branches: chains.length, eliminations, placements };
}

/**
 * One page per step (the board before it, marked, and why it holds), then a
 * last page: solved, or where the techniques here stop. Previous and Next,
 * or the arrow keys, turn the pages; the text is a polite live region. A
 * chain is drawn over the board and walked in the text; a forcing chain
 * shows its summary, with a button per branch that walks it.
 */
function StepsView({ path, textId }: { path: SolutionPath; textId: string }) {
  const [page, setPage] = useState(0);
  const [branch, setBranch] = useState(-1);
  const givens = useGame((s) => s.givens);
  const rules = useGame((s) => s.rules);
  const candidates = useGame(selectSolutionCandidates);
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = path.steps.length;
  const step = page < count ? path.steps[page] : null;
  const board = path.boards[page];
  const masks = candidates[page];
  const marks = useMemo(
    () => (step && masks ? stepMarks(step, 2, board, masks, rules) : null),
    [step, board, masks, rules],
  );
  const chain = useMemo(() => pageChain(step, branch), [step, branch]);
  const branches = step ? stepBranches(step) : [];
  const walk = step && branch >= 0 ? explainBranch(step, branch) : '';

  // Arriving from the question, focus moves on to Next.
  useEffect(() => nextRef.current?.focus(), []);

  const go = (to: number) => {
    setPage(Math.max(0, Math.min(count, to)));
    setBranch(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const to = { ArrowLeft: page - 1, ArrowRight: page + 1, Home: 0, End: count }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  };

  let heading: string;
  let detail: string;
  let text: string;
  if (step) {
    heading = t('steps.counter', { n: page + 1, count });
    detail = techniqueTitle(step.technique);
    text = explainStep(step, board);
  } else if (path.solved) {
    heading = t('steps.solved.title');
    detail = '';
    text = tn('steps.solved', count);
  } else {
    heading = t('steps.stuck.title');
    detail = '';
    text = count === 0 ? t('steps.stuck.none') : tn('steps.stuck', count);
  }

  return (
    <div className="steps" onKeyDown={onKeyDown}>
      <p className="steps-heading" aria-hidden="true">
        <span className="steps-counter">{heading}</span>
        {detail && <span className="steps-technique">{detail}</span>}
      </p>
      <StepBoard
        label={step ? t('steps.board', { n: page + 1 }) : t('steps.board.end')}
        digits={board}
        givens={givens}
        marks={marks}
        chain={chain}
      />
      {branches.length > 0 && <StepBranches labels={branches} branch={branch} onShow={setBranch} />}
      {/* Focusable, so that a long explanation can be scrolled from the keyboard. */}
      <p id={textId} className="steps-text" aria-live="polite" tabIndex={0}>
        <span className="visually-hidden">{asSentence(joinClauses([heading, detail]))}</span>
        {sentenceGap()}
        {text}
        {/* Apart, so the description reads them as two sentences. */}
        {walk && sentenceGap()}
        {walk && <span className="steps-walk">{walk}</span>}
      </p>
      <div className="steps-nav">
        <button type="button" aria-disabled={page === 0 || undefined} onClick={() => go(page - 1)}>
          <Icon name="previous" />
          {t('steps.previous')}
        </button>
        <button
          ref={nextRef}
          type="button"
          className="primary"
          aria-disabled={page === count || undefined}
          onClick={() => go(page + 1)}
        >
          {t('steps.next')}
          <Icon name="next" />
        </button>
      </div>
    </div>
  );
}
