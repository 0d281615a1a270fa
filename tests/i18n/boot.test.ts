import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, localeFor } from '../../src/i18n/choose';
import { THEME_COLORS } from '../../src/components/usePageSettings';
import enCore from '../../src/i18n/en/core';
import zhCore from '../../src/i18n/zh-CN/core';
import zhDialogs from '../../src/i18n/zh-CN/dialogs';

/*
 * The first frame: public/boot.js sets the theme and the language before
 * the page paints, from the save and the browser; the TypeScript side makes
 * the same choices (src/i18n/choose.ts, usePageSettings.ts).
 */

const BOOT = readFileSync('public/boot.js', 'utf8');

function boot(options: {
  settings?: object;
  languages?: string[];
  systemDark?: boolean;
  version2?: boolean; // saved by version 2, inside the game's record
}): void {
  localStorage.clear();
  if (options.settings && options.version2)
    localStorage.setItem('sudoku', JSON.stringify({ state: { settings: options.settings } }));
  else if (options.settings)
    localStorage.setItem(
      'sudoku.settings',
      JSON.stringify({ revision: 1, version: 3, state: options.settings }),
    );
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(options.languages ?? ['en-US']);
  window.matchMedia = ((query: string) => ({
    matches: query.includes('dark') && options.systemDark === true,
  })) as unknown as typeof window.matchMedia;
  new Function(BOOT)();
}

const root = document.documentElement;
const themeColor = () =>
  document.querySelector('meta[name="theme-color"]')!.getAttribute('content');

/** The head of index.html, as the browser has it when boot.js runs. */
const HEAD = readFileSync('index.html', 'utf8').match(
  /<head>([\s\S]*)<script src="\/boot.js">/,
)![1];

beforeEach(() => {
  document.head.innerHTML = HEAD;
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('boot.js: the first frame', () => {
  it.each([
    [['zh-CN', 'en'], 'zh-CN'],
    [['zh-TW'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['en-GB', 'zh-Hans'], 'zh-CN'],
    [['en-US', 'fr'], 'en'],
    [['de'], 'en'],
  ])('browser languages %j: %s, as chooseLocale says', (languages, lang) => {
    boot({ languages });
    expect(root.lang).toBe(lang);
    expect(chooseLocale(languages)).toBe(lang);
  });

  it('a saved language wins over the browser', () => {
    boot({ settings: { language: 'en' }, languages: ['zh-CN'] });
    expect(root.lang).toBe('en');
    expect(localeFor('en', ['zh-CN'])).toBe('en');
    boot({ settings: { language: 'zh-CN' }, languages: ['en'] });
    expect(root.lang).toBe('zh-CN');
  });

  it.each([
    [{ theme: 'dark' }, false, 'dark'],
    [{ theme: 'light' }, true, 'light'],
    [{ theme: 'system' }, true, 'dark'],
    [{ theme: 'system' }, false, 'light'],
    [undefined, true, 'dark'],
  ])(
    'settings %j with a dark system %s: %s, with its theme colour',
    (settings, systemDark, theme) => {
      boot({ settings, systemDark });
      expect(root.getAttribute('data-theme')).toBe(theme);
      expect(themeColor()).toBe(THEME_COLORS[theme as 'dark' | 'light']);
    },
  );

  it('settings saved by version 2 (inside the game record) are read too', () => {
    boot({ settings: { language: 'zh-CN', theme: 'dark' }, languages: ['en'], version2: true });
    expect(root.lang).toBe('zh-CN');
    expect(root.getAttribute('data-theme')).toBe('dark');
  });

  it('a Chinese player gets the title, the description and the manifest in Chinese', () => {
    boot({ languages: ['zh-CN'] });
    expect(document.title).toBe(zhCore['app.title']);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      zhDialogs['app.description'],
    );
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe(
      '/manifest.zh-CN.webmanifest',
    );
  });

  it('an English player keeps the page as written: English title and manifest', () => {
    boot({ languages: ['en-US'] });
    expect(document.title).toBe(enCore['app.title']);
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
  });

  it('an unreadable save gives the defaults without throwing', () => {
    localStorage.setItem('sudoku', '{oops');
    localStorage.setItem('sudoku.settings', '{oops');
    expect(() => new Function(BOOT)()).not.toThrow();
  });
});
