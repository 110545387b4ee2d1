/*
 * The phone menu opens and closes by the browser's own invoker commands (`commandfor`,
 * `command`), which need no code of ours: a tap is answered while the page's code is still
 * loading (issue 42). The page's inline loader does the same where a browser lacks them
 * (server/src/render/scriptsAfterPicture.ts).
 */

export const SITE_MENU_ID = 'site-menu';

/** The header's menu button. */
export const opensSiteMenu = {
  commandfor: SITE_MENU_ID,
  command: 'show-modal',
  'aria-haspopup': 'dialog',
  'aria-controls': SITE_MENU_ID,
} as const;

/** The menu's close button. */
export const closesSiteMenu = { commandfor: SITE_MENU_ID, command: 'close' } as const;
