import { useEffect, useState } from 'react';
import { loadedStepWords, loadStepWords } from './lazyParts';
import type { StepWords } from './lazyParts';

/**
 * The wording of logical steps for a component that shows one: available at
 * once when already loaded, otherwise loaded when `needed` becomes true
 * (the component shows nothing of the step until then, a frame or two).
 */
export function useStepWords(needed: boolean): StepWords | null {
  const [words, setWords] = useState<StepWords | null>(loadedStepWords);
  useEffect(() => {
    if (!needed || words) return;
    let live = true;
    loadStepWords().then(
      (w) => live && setWords(w),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [needed, words]);
  return words;
}
