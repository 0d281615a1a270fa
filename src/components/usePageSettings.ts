import { useEffect } from 'react';
import { getLocale, setLocale, t } from '../i18n/messages';
import { localeFor } from '../i18n/choose';
import { useGame } from '../store';
import { useLocale } from './useLocale';

/** The page's background in each theme, for `<meta name="theme-color">` (as in public/boot.js). */
export const THEME_COLORS = { light: '#f6f4ef', dark: '#121417' } as const;

/** The installed app's manifest in each language (as in public/boot.js; both written by vite.config.ts). */
const MANIFESTS = {
  en: '/manifest.webmanifest',
  'zh-CN': '/manifest.zh-CN.webmanifest',
} as const;

/**
 * Keep the page in step with the settings: the theme (System follows the
 * device live) on `<html data-theme>` and in the theme colour, and the
 * language, which applies at once (its messages load first), with
 * `<html lang>`, the title, the description and the manifest (so the app
 * installs under its name in that language: Sudoku, 数独).
 */
export function usePageSettings(): void {
  const theme = useGame((s) => s.settings.theme);
  const language = useGame((s) => s.settings.language);
  const locale = useLocale();

  useEffect(() => {
    const media = window.matchMedia?.('(prefers-color-scheme: dark)');
    const apply = () => {
      const dark = theme === 'dark' || (theme === 'system' && media?.matches === true);
      document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
      document
        .querySelector('meta[name="theme-color"]')
        ?.setAttribute('content', dark ? THEME_COLORS.dark : THEME_COLORS.light);
    };
    apply();
    if (theme !== 'system' || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [theme]);

  useEffect(() => {
    const next = localeFor(language, navigator.languages ?? [navigator.language]);
    if (next !== getLocale()) void setLocale(next).catch(() => {});
  }, [language]);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = t('app.title');
    // The description comes with the dialogs' messages (public/boot.js set the first one):
    // changed with the language, from Settings.
    const description = t('app.description');
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', MANIFESTS[locale]);
  }, [locale]);
}

/** usePageSettings as a part of the page (loaded lazily: see lazyParts.ts). */
export function PageSettings(): null {
  usePageSettings();
  return null;
}
