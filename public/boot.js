/*
 * Runs before the first paint (a blocking script, not inline, for the
 * Content-Security-Policy): the theme and the language the game will use,
 * so the first frame already has the right colours and <html lang>. The
 * same choices are made in TypeScript afterwards (src/i18n/choose.ts,
 * src/components/usePageSettings.ts) and kept in step with the settings.
 */
(function () {
  var settings = {};
  try {
    // The settings record (src/store/save/records.ts), or a version 2 save's settings.
    var record = JSON.parse(localStorage.getItem('sudoku.settings') || 'null');
    var old = JSON.parse(localStorage.getItem('sudoku') || 'null');
    if (record && record.state) settings = record.state;
    else if (old && old.state && old.state.settings) settings = old.state.settings;
  } catch {
    // no save, or unreadable: the defaults
  }
  var languages = navigator.languages || [navigator.language || 'en'];
  var chinese = false;
  for (var i = 0; i < languages.length; i++) if (/^zh(-|$)/i.test(languages[i])) chinese = true;
  var lang =
    settings.language === 'en' || settings.language === 'zh-CN'
      ? settings.language
      : chinese
        ? 'zh-CN'
        : 'en';
  var dark =
    settings.theme === 'dark' ||
    (settings.theme !== 'light' &&
      !!window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.lang = lang;
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#121417' : '#f6f4ef');
})();
