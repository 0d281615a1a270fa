import type { Chain, Step, Technique } from '../engine/logic/types';
import { MAX_LINKS, chainFrames } from './frames';
import type { StepFrame } from './frames';

/*
 * A chain hint walked a page at a time. A step whose explanation is a
 * chain (a forcing chain's branches, or an alternating chain told link by
 * link) is summed up first; its chains are then walked on demand, each in
 * pages of a few sentences (the frames of src/learn/frames.ts, grouped),
 * so that a page never draws more than MAX_LINKS links and its words stay
 * short (about 200 characters, 300 at most). Pure data from the step alone, the same in
 * every language: the words of a page are in src/i18n/steps.ts.
 */

/** Techniques whose explanation walks their chain link by link (wings are told in one sentence). */
const TOLD_BY_LINKS = new Set<Technique>(['x-chain', 'xy-chain', 'aic', 'als-xz', 'als-xy-wing']);

/** True when a hint sums the step up first and walks its chains on demand. */
export function walksChains(step: Step): boolean {
  if ((step.chains?.length ?? 0) === 0) return false;
  return step.forcing !== undefined || TOLD_BY_LINKS.has(step.technique);
}

/**
 * The most a page states, in sentences: each is one fact and its reason,
 * under about 100 characters in English (a reason through an almost locked
 * set is longer and counts twice). Two fit a phone's hint card unscrolled.
 */
const PAGE_WEIGHT = 2;

/** One page of a chain's walk: the sentences it states and what it draws. */
export interface WalkPage {
  /** The frames it states, one sentence each, in order. */
  frames: StepFrame[];
  /** What it draws: the latest links (at most MAX_LINKS) up to its last fact, with each of its facts ringed. */
  picture: StepFrame;
}

/** The links a frame adds to the walk: a link of an alternating chain, or the links into a fact. */
function addedLinks(chain: Chain, frame: StepFrame): number {
  if (frame.kind === 'link') return 1;
  if (frame.kind !== 'node') return 0;
  return chain.links.filter((l) => l.to === frame.index).length;
}

/** How long a frame's sentence is, in PAGE_WEIGHT's units. */
function weightOf(chain: Chain, frame: StepFrame): number {
  if (frame.kind !== 'link') return 1;
  // A strong link between two digits goes through an almost locked set: its reason names the set.
  const link = chain.links[frame.index];
  return link.kind === 'strong' && chain.nodes[link.from].digit !== chain.nodes[link.to].digit
    ? 2
    : 1;
}

/** A chain's frames grouped into pages. */
function pagesOf(chain: Chain, frames: StepFrame[]): WalkPage[] {
  const pages: WalkPage[] = [];
  let group: StepFrame[] = [];
  let links = 0;
  let weight = 0;
  const close = () => {
    const last = group[group.length - 1];
    // Every fact of the page ringed, even one whose links have left the window.
    const facts = group
      .filter((f) => f.kind === 'node' || f.kind === 'premise')
      .map((f) => f.index);
    const nodes = [...new Set([...last.nodes, ...facts])].sort((a, b) => a - b);
    pages.push({ frames: group, picture: { ...last, nodes } });
    group = [];
    links = 0;
    weight = 0;
  };
  for (const frame of frames) {
    const more = addedLinks(chain, frame);
    const heavy = weightOf(chain, frame);
    if (group.length > 0 && (links + more > MAX_LINKS || weight + heavy > PAGE_WEIGHT)) close();
    group.push(frame);
    links += more;
    weight += heavy;
  }
  if (group.length > 0) close();
  return pages;
}

const cache = new WeakMap<Step, WalkPage[][]>();

/**
 * The pages of each chain of a step that walksChains (`[chain][page]`);
 * none for other steps. The same arrays for the same step.
 */
export function walkPages(step: Step): WalkPage[][] {
  let pages = cache.get(step);
  if (!pages) {
    pages = walksChains(step)
      ? (step.chains ?? []).map((chain, c) => pagesOf(chain, chainFrames(step, c)))
      : [];
    cache.set(step, pages);
  }
  return pages;
}

/** A place in a walk: a chain (-1 the summary) and a page of it. */
export interface WalkAt {
  branch: number;
  page: number;
}

/**
 * The page after (`by` 1) or before (-1) `at`, through every chain in
 * turn: from the summary to the first chain's first page, from a chain's
 * last page to the next chain's first, back from a first page to the
 * previous chain's last (or the summary). Null past either end.
 */
export function walkStep(pages: readonly WalkPage[][], at: WalkAt, by: 1 | -1): WalkAt | null {
  if (by === 1) {
    if (at.branch >= 0 && at.page + 1 < (pages[at.branch]?.length ?? 0))
      return { branch: at.branch, page: at.page + 1 };
    const next = at.branch + 1;
    return next < pages.length ? { branch: next, page: 0 } : null;
  }
  if (at.branch < 0) return null;
  if (at.page > 0) return { branch: at.branch, page: at.page - 1 };
  const previous = at.branch - 1;
  return previous < 0
    ? { branch: -1, page: 0 }
    : { branch: previous, page: pages[previous].length - 1 };
}
