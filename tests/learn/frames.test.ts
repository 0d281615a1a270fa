import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TECHNIQUE_IDS,
  type Step,
  type ClassicTechnique as Technique,
} from '../../src/engine/logic';
import { frameCaption } from '../../src/i18n/lesson-words';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { MAX_LINKS, frameChain, stepFrames, workedExample, type StepFrame } from '../../src/learn';

/*
 * A worked example stepped through one link, one fact or one change at a
 * time: what each frame draws, and its caption in both languages.
 */

beforeAll(async () => {
  for (const locale of ['en', 'zh-CN'] as const) {
    await loadMessages(locale, 'steps');
    await loadMessages(locale, 'lessons');
  }
});
afterAll(() => setLocale('en'));

const key = (c: { cell: number; digit: number }) => c.cell * 10 + c.digit;

/** The rules every walk keeps, whatever the step. */
function expectSoundFrames(step: Step, frames: StepFrame[]): void {
  expect(frames.length).toBeGreaterThan(1);
  const last = frames[frames.length - 1];
  // The last frame shows every change; the changes come one per frame, in order.
  expect(last.eliminations.map(key)).toEqual(step.eliminations.map(key));
  expect(last.placements.map(key)).toEqual(step.placements.map(key));
  frames.forEach((frame, i) => {
    const before = i > 0 ? frames[i - 1] : null;
    const changes = frame.eliminations.length + frame.placements.length;
    const changesBefore = before ? before.eliminations.length + before.placements.length : 0;
    if (frame.kind === 'eliminate' || frame.kind === 'place')
      expect(changes).toBe(changesBefore + 1);
    else expect(changes).toBe(0);
    expect(frame.links.length).toBeLessThanOrEqual(MAX_LINKS);
    const chain = step.chains?.[frame.chain];
    if (frame.kind === 'link') {
      // One more link than the frame before, unless the window is full.
      expect(frame.links).toContain(frame.index);
      if (
        before?.kind === 'link' &&
        before.chain === frame.chain &&
        before.links.length < MAX_LINKS
      )
        expect(frame.links.length).toBe(before.links.length + 1);
    }
    if (frame.kind === 'node') expect(frame.nodes).toContain(frame.index);
    if (chain && frame.kind !== 'summary') {
      for (const l of frame.links) {
        expect(frame.nodes).toContain(chain.links[l].from);
        expect(frame.nodes).toContain(chain.links[l].to);
      }
      const drawn = frameChain(step, frame)!;
      expect(drawn.nodes).toHaveLength(frame.nodes.length);
      expect(drawn.links).toHaveLength(frame.links.length);
      for (const l of drawn.links) {
        expect(drawn.nodes[l.from]).toBeDefined();
        expect(drawn.nodes[l.to]).toBeDefined();
      }
    }
  });
}

describe('stepFrames', () => {
  it.each(TECHNIQUE_IDS)(
    'walks the %s example piece by piece, captioned in both languages',
    async (id) => {
      const { step, digits } = workedExample(id);
      const frames = stepFrames(step, digits);
      expectSoundFrames(step, frames);
      for (const locale of ['en', 'zh-CN'] as const) {
        await setLocale(locale);
        for (const frame of frames) {
          const caption = frameCaption(step, frame, digits);
          expect(caption.length, `${id} ${frame.kind}`).toBeGreaterThan(3);
          expect(caption, `${id} ${frame.kind}`).not.toMatch(/[{}]/);
        }
      }
      await setLocale('en');
    },
  );

  it('shows a single as the unit, the digits that rule the rest out, then the digit', () => {
    const { step, digits } = workedExample('hidden-single');
    expect(stepFrames(step, digits).map((f) => f.kind)).toEqual(['area', 'pattern', 'place']);
  });

  it('walks an X-Chain one link per frame, then its ends, then each elimination', () => {
    const { step, digits } = workedExample('x-chain');
    const frames = stepFrames(step, digits);
    const links = step.chains![0].links.length;
    expect(frames.map((f) => f.kind)).toEqual([
      'area',
      ...Array<string>(links).fill('link'),
      'ends',
      ...Array<string>(step.eliminations.length).fill('eliminate'),
    ]);
  });

  it('walks a forcing chain as its summary, then branch by branch, one fact at a time', () => {
    const { step, digits } = workedExample('cell-forcing-chain');
    const frames = stepFrames(step, digits);
    expect(frames[0].kind).toBe('summary');
    expect(frames[0].nodes).toEqual(step.chains!.map((_, b) => b));
    const premises = frames.filter((f) => f.kind === 'premise');
    expect(premises.map((f) => f.chain)).toEqual(step.chains!.map((_, b) => b));
    const summary = frameChain(step, frames[0])!;
    expect(summary.links).toEqual([]);
    expect(summary.nodes.length).toBe(step.chains!.length);
  });

  it('never draws more than 8 links at once, on the longest chain of the examples', () => {
    let longest: { id: Technique; links: number } = { id: 'full-house', links: 0 };
    for (const id of TECHNIQUE_IDS) {
      const links = (workedExample(id).step.chains ?? []).reduce(
        (n, c) => Math.max(n, c.links.length),
        0,
      );
      if (links > longest.links) longest = { id, links };
    }
    expect(longest.links).toBeGreaterThan(MAX_LINKS);
    const { step, digits } = workedExample(longest.id);
    const frames = stepFrames(step, digits);
    expect(Math.max(...frames.map((f) => f.links.length))).toBe(MAX_LINKS);
  });
});
