import type { Language } from '../store/settings';
import type core from './en/core';
import type dialogs from './en/dialogs';
import type lessons from './en/lessons';
import type steps from './en/steps';

/*
 * Every piece of text the player sees or hears, keyed. Components never hold
 * literals: they call `t(key, params)`. Each language is one typed catalogue
 * in parts, each loaded when it is first needed: `core` (the first load),
 * `dialogs` (with the dialogs), `steps` (with the first hint) and `lessons`
 * (with the Learn library or Practise).
 * English names the keys; every other language must have every key (its
 * parts are typed `Messages<part>`, so a missing message fails the
 * typecheck).
 *
 * Placeholders are `{name}`. A key with plural forms has variants named by
 * `Intl.PluralRules` categories (`.one`, `.other`); `tn()` picks one.
 */

/** A language, by BCP 47 tag (also `<html lang>`): the store's list (settings.ts). */
export type Locale = Language;

/** The parts of a catalogue, each loaded on demand. */
export type Part = 'core' | 'dialogs' | 'steps' | 'lessons';

interface English {
  core: typeof core;
  dialogs: typeof dialogs;
  steps: typeof steps;
  lessons: typeof lessons;
}

/** A part of a language's catalogue: every key of the English part, each a string. */
export type Messages<P extends Part> = { readonly [K in keyof English[P]]: string };

export type MessageKey = { [P in Part]: keyof English[P] & string }[Part];
export type Params = Readonly<Record<string, string | number>>;

type Loader = () => Promise<{ default: Readonly<Record<string, string>> }>;

const LOADERS: Record<Locale, Record<Part, Loader>> = {
  en: {
    core: () => import('./en/core'),
    dialogs: () => import('./en/dialogs'),
    steps: () => import('./en/steps'),
    lessons: () => import('./en/lessons'),
  },
  'zh-CN': {
    core: () => import('./zh-CN/core'),
    dialogs: () => import('./zh-CN/dialogs'),
    steps: () => import('./zh-CN/steps'),
    lessons: () => import('./zh-CN/lessons'),
  },
};

let locale: Locale = 'en';
let plurals = new Intl.PluralRules('en');
const messages = new Map<string, string>(); // the active language's loaded messages
const loaded = new Set<Part>(); // parts of the active language loaded so far
const loading = new Map<string, Promise<void>>(); // `${locale}:${part}` on its way

const listeners = new Set<() => void>();

/** The active language. */
export function getLocale(): Locale {
  return locale;
}

/** Be told when the active language changes (for useSyncExternalStore); returns the unsubscribe. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Load `part` of `target`'s catalogue (once; later calls share the first).
 * When it is the active language, its messages become available to `t`.
 */
export function loadMessages(target: Locale, part: Part): Promise<void> {
  const id = `${target}:${part}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = LOADERS[target][part]().then((module) => {
      cache.set(id, module.default);
      if (target === locale) install(part, module.default);
    });
    promise.catch(() => loading.delete(id)); // a failed load may be tried again
    loading.set(id, promise);
  }
  return promise;
}

const cache = new Map<string, Readonly<Record<string, string>>>(); // loaded parts of every language

function install(part: Part, values: Readonly<Record<string, string>>): void {
  for (const [key, value] of Object.entries(values)) messages.set(key, value);
  loaded.add(part);
}

/**
 * Make `next` the active language: the parts already loaded in the current
 * language are loaded in `next` first, so no text is ever half switched.
 */
export async function setLocale(next: Locale): Promise<void> {
  const parts = [...loaded];
  await Promise.all(parts.map((part) => loadMessages(next, part)));
  locale = next;
  plurals = new Intl.PluralRules(next);
  messages.clear();
  loaded.clear();
  for (const part of parts) install(part, cache.get(`${next}:${part}`)!);
  for (const listener of listeners) listener();
}

/** Fill `{name}` placeholders; an unknown placeholder is left as written. */
function interpolate(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * The text for `key` in the active language, with `{name}` placeholders
 * filled from `params`. A key whose part is not loaded yet reads as ''
 * (the parts are loaded before what needs them is shown).
 */
export function t(key: MessageKey, params?: Params): string {
  return interpolate(messages.get(key) ?? '', params);
}

/** Keys that have plural variants, without the variant suffix. */
type PluralBase<K extends string = MessageKey> = K extends `${infer B}.other` ? B : never;
export type PluralKey = PluralBase;

/**
 * A counted message: picks `${base}.${category}` for `count` (falling back to
 * `.other`) and passes `count` as a parameter too.
 */
export function tn(base: PluralKey, count: number, params?: Params): string {
  const exact = `${base}.${plurals.select(count)}`;
  const key = (messages.has(exact) ? exact : `${base}.other`) as MessageKey;
  return t(key, { ...params, count });
}
