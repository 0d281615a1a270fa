import { useSyncExternalStore } from 'react';
import { getLocale, onLocaleChange } from '../i18n/messages';
import type { Locale } from '../i18n/messages';

/** The active language; the component renders again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, getLocale, getLocale);
}
