import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameChain } from '../../src/learn';
import { walkPages, walkStep, walksChains } from '../../src/learn/hintWalk';
import type { WalkAt } from '../../src/learn/hintWalk';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { walkAlternating } from '../../src/i18n/chain-words';
import {
  describeEffect,
  explainBranch,
  explainHint,
  explainPage,
  explainStep,
  pageCounter,
} from '../../src/i18n/steps';
import { realStep, realSteps } from '../i18n/step-positions';

/*
 * A chain hint walked a page at a time (src/learn/hintWalk.ts): which
 * steps are walked, what each page draws (never more than 8 links, each of
 * its facts ringed), that the pages together tell the whole walk once and
 * in order, in English and in Chinese, and how Back and Next go through
 * them.
 */

beforeAll(() => loadMessages('zh-CN', 'steps'));
afterAll(() => setLocale('en'));

const walked = () => realSteps().filter(walksChains);

describe('walksChains', () => {
  it('walks forcing chains and chains told link by link; wings and patterns are told at once', () => {
    expect(walksChains(realStep('cell-forcing-chain'))).toBe(true);
    expect(walksChains(realStep('nested-forcing-chain'))).toBe(true);
    expect(walksChains(realStep('x-chain'))).toBe(true);
    expect(walksChains(realStep('aic'))).toBe(true);
    expect(walksChains(realStep('als-xz'))).toBe(true);
    expect(walksChains(realStep('xy-wing'))).toBe(false);
    expect(walksChains(realStep('w-wing'))).toBe(false);
    expect(walksChains(realStep('x-wing'))).toBe(false);
    expect(walkPages(realStep('x-wing'))).toEqual([]);
  });
});

describe('walkPages', () => {
  it('draws at most 8 links a page, each of its facts ringed, the chain as it stands', () => {
    expect(walked().length).toBeGreaterThan(5);
    for (const step of walked()) {
      const pages = walkPages(step);
      expect(pages).toHaveLength(step.chains!.length);
      pages.forEach((chainPages, c) => {
        expect(chainPages.length).toBeGreaterThan(0);
        for (const { frames, picture } of chainPages) {
          expect(frames.length).toBeGreaterThan(0);
          expect(frames.length).toBeLessThanOrEqual(2);
          expect(picture.chain).toBe(c);
          expect(picture.links.length).toBeLessThanOrEqual(8);
          for (const f of frames) {
            if (f.kind === 'node' || f.kind === 'premise') expect(picture.nodes).toContain(f.index);
          }
          const drawn = frameChain(step, picture)!;
          expect(drawn.links.length).toBe(picture.links.length);
          for (const link of drawn.links) {
            expect(drawn.nodes[link.from]).toBeDefined();
            expect(drawn.nodes[link.to]).toBeDefined();
          }
        }
      });
      expect(walkPages(step)).toBe(pages); // the same arrays for the same step
    }
  });

  it('tells the whole walk once, in order, in both languages', async () => {
    for (const locale of ['en', 'zh-CN'] as const) {
      await setLocale(locale);
      const gap = locale === 'en' ? ' ' : '';
      for (const step of walked()) {
        walkPages(step).forEach((chainPages, c) => {
          const told = chainPages.map((_, p) => explainPage(step, c, p)).join(gap);
          if (step.forcing) expect(told).toBe(explainBranch(step, c));
          else expect(told).toBe(walkAlternating(step, step.chains![c]).join(gap));
        });
        expect(explainPage(step, 0, walkPages(step)[0].length)).toBe('');
      }
    }
    await setLocale('en');
  });
});

describe('the words of a walked hint', () => {
  it('sums up an alternating chain by what it proves and what that changes', async () => {
    const step = realStep('x-chain');
    const summary = explainHint(step);
    expect(summary).toBe(
      'At least one end of the chain is true: row 4, column 6 is 3, or row 6, column 1 is 3. So 3 can be removed from row 4, columns 1 and 2.',
    );
    expect(summary.length).toBeLessThan(explainStep(step).length);
    expect(summary.endsWith(describeEffect(step))).toBe(true);
    expect(pageCounter(step, 0, 1)).toBe(`Step 2 of ${walkPages(step)[0].length}`);
    await setLocale('zh-CN');
    expect(explainHint(step)).toMatch(/^链的两端至少有一端成立：.+。结论：.+。$/);
    expect(pageCounter(step, 0, 0)).toMatch(/^第1步，共\d+步$/);
    await setLocale('en');
  });

  it('keeps a forcing chain summed up as before; other steps explained in full', () => {
    const forcing = realStep('cell-forcing-chain');
    expect(explainHint(forcing)).toBe(explainStep(forcing));
    const wing = realStep('xy-wing');
    expect(explainHint(wing)).toBe(explainStep(wing));
  });
});

describe('walkStep', () => {
  it('goes from the summary through every page of every chain and back', () => {
    const step = realStep('nested-forcing-chain');
    const pages = walkPages(step);
    const forward: WalkAt[] = [{ branch: -1, page: 0 }];
    for (let at = walkStep(pages, forward[0], 1); at; at = walkStep(pages, at, 1)) forward.push(at);
    expect(forward.length - 1).toBe(pages.reduce((n, p) => n + p.length, 0));
    expect(forward[1]).toEqual({ branch: 0, page: 0 });
    const back: WalkAt[] = [forward[forward.length - 1]];
    for (let at = walkStep(pages, back[0], -1); at; at = walkStep(pages, at, -1)) back.push(at);
    expect(back.reverse()).toEqual(forward);
  });
});
