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
  // Chinese players see the title and description in Chinese from the first
  // frame, and install the app as 数独 (the words of src/i18n/zh-CN/core.ts).
  if (lang === 'zh-CN') {
    document.title = '数独';
    var description = document.querySelector('meta[name="description"]');
    if (description)
      description.setAttribute(
        'content',
        '数独：每道题都有唯一解，提示教你下一步怎么推，离线也能玩。',
      );
    var manifest = document.querySelector('link[rel="manifest"]');
    if (manifest) manifest.setAttribute('href', '/manifest.zh-CN.webmanifest');
  }
  root.setAttribute('data-theme', dark ? 'dark' : 'light');
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', dark ? '#121417' : '#f6f4ef');
})();
