/*
 * The phone menu is a popover the browser opens and closes itself (`popovertarget`): it needs
 * no code of ours, so a tap is answered while the page's code is still loading (issue 42). The
 * page's inline loader does the same where a browser lacks popovers
 * (server/src/render/scriptsAfterPicture.ts), marking the open menu `OPEN_WITHOUT_POPOVERS`.
 */

export const SITE_MENU_ID = 'site-menu';

/** The header's menu button. */
export const opensSiteMenu = {
  popoverTarget: SITE_MENU_ID,
  'aria-controls': SITE_MENU_ID,
} as const;

/** The menu's close button. */
export const closesSiteMenu = { popoverTarget: SITE_MENU_ID, popoverTargetAction: 'hide' } as const;
