import type { Locale } from './messages';

/**
 * The language for a player who has not chosen one: Chinese when any of the
 * browser's languages is Chinese (zh, zh-CN, zh-TW, zh-Hans, ...), else
 * English. (public/boot.js makes the same choice before the first paint.)
 */
export function chooseLocale(languages: readonly string[]): Locale {
  return languages.some((tag) => /^zh(-|$)/i.test(tag)) ? 'zh-CN' : 'en';
}

/** The active language for a saved choice (null: none made yet) and the browser's languages. */
export function localeFor(saved: Locale | null, languages: readonly string[]): Locale {
  return saved ?? chooseLocale(languages);
}
