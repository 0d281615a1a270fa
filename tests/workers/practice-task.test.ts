// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ClassicTechnique } from '../../src/engine/logic';
import { checkPracticeStep, simplestStepFor } from '../../src/engine/practice';
import { taskTimeoutMs } from '../../src/workers/engineClient';
import { runTask as runEngineTask } from '../../src/workers/engineTasks';
import { runPracticeTask as runTask } from '../../src/workers/practiceTask';
import { isValidResult } from '../../src/workers/replies';
import { expectRealPosition, gridOf } from '../engine/practice/helpers';

/*
 * The 'practice' task (issue 19, items 2 and 7): what the worker answers is
 * a real position whose simplest step is the technique, its reply passes
 * the page's check, and the answer check accepts exactly that step: all of
 * it right, a part of it incomplete, anything more wrong.
 */

// A single, the fish of the e2e, a wing, a chain, and one made from the bank (jellyfish).
const TECHNIQUES: ClassicTechnique[] = [
  'hidden-single',
  'x-wing',
  'xy-wing',
  'x-chain',
  'jellyfish',
];

describe("the engine's practice task", () => {
  it.each(TECHNIQUES)('gives a verified position for %s', (technique) => {
    const task = { kind: 'practice', technique, seed: 7 } as const;
    const position = runTask(task);
    // It travels as plain data, and the page takes it.
    expect(isValidResult(task, structuredClone(position))).toBe(true);
    const { puzzle, digits, candidates, step } = position;
    expect(expectRealPosition(puzzle, digits, candidates, step)).toEqual(position.solution);
    expect(simplestStepFor(gridOf(digits, candidates), technique)?.technique).toBe(technique);
    expect(step.technique).toBe(technique);

    const changes = { placements: step.placements, eliminations: step.eliminations };
    expect(checkPracticeStep(position, changes).verdict).toBe('right');
    expect(checkPracticeStep(position, { placements: [], eliminations: [] }).verdict).toBe(
      'incomplete',
    );
    if (step.eliminations.length > 1) {
      const part = { placements: [], eliminations: step.eliminations.slice(1) };
      expect(checkPracticeStep(position, part).verdict).toBe('incomplete');
    }
    // One change more, that no step of the technique here makes: a solution digit removed.
    const empty = digits.findIndex((d, i) => d === 0 && !step.placements.some((p) => p.cell === i));
    const extra = { cell: empty, digit: position.solution[empty] as 1 };
    const more = { ...changes, eliminations: [...step.eliminations, extra] };
    expect(checkPracticeStep(position, more).verdict).toBe('wrong');
  });

  it('gives another position for another seed', () => {
    const a = runTask({ kind: 'practice', technique: 'x-wing', seed: 1 });
    const b = runTask({ kind: 'practice', technique: 'x-wing', seed: 2 });
    expect(a.puzzle).not.toEqual(b.puzzle);
  });

  it('is refused when the reply is not a position of the technique asked for', () => {
    const task = { kind: 'practice', technique: 'x-wing', seed: 3 } as const;
    const position = runTask(task);
    expect(isValidResult(task, { ...position, technique: 'swordfish' })).toBe(false);
    expect(isValidResult({ ...task, technique: 'swordfish' }, position)).toBe(false);
    const wrongDigit = position.digits.map((d, i) =>
      i === position.digits.indexOf(0) ? (position.solution[i] % 9) + 1 : d,
    );
    expect(isValidResult(task, { ...position, digits: wrongDigit })).toBe(false);
    expect(isValidResult(task, { ...position, candidates: position.candidates.slice(1) })).toBe(
      false,
    );
    expect(
      isValidResult(task, { ...position, step: { ...position.step, technique: 'swordfish' } }),
    ).toBe(false);
  });

  it('is made apart from the other tasks, whose code does not carry it', () => {
    expect(() => runEngineTask({ kind: 'practice', technique: 'x-wing', seed: 1 })).toThrow(
      'practiceTask.ts',
    );
  });

  it('has the logic’s generous time limit in the worker', () => {
    expect(taskTimeoutMs({ kind: 'practice', technique: 'x-wing', seed: 1 })).toBe(20_000);
  });
});
