import { HYDRATES_LATER } from '@/app/earlyInput/fields';
import { whenNearTheScreen } from '../nearTheScreen';

/** How far above or below the visible area a later form's code starts to load: a phone's screen. */
const AHEAD_PX = 800;

/**
 * Resolves once `part` comes within a screen of the visible area, is reached by the visitor, or
 * leaves the page (the visitor went to another page before reaching it: the code is then loaded
 * for that page's form, which `React.lazy` shares).
 */
function nearTheScreen(part: Element): Promise<void> {
  return new Promise((resolve) => {
    const gone = new MutationObserver(() => {
      if (!part.isConnected) near();
    });
    const stopWatching = whenNearTheScreen([part], AHEAD_PX, near);
    function near() {
      stopWatching();
      gone.disconnect();
      resolve();
    }
    gone.observe(document.body, { childList: true, subtree: true });
  });
}

/**
 * The code of a form that hydrates after its page (`useLaterForm`), for `React.lazy`: on a page
 * the server rendered, it is fetched and run only once the form's markup comes near the screen
 * or the visitor taps or focuses it (decision 042), so that a phone whose visitor never scrolls
 * to the foot of the page does not run it. What is typed or sent before it runs is kept
 * (decision 039).
 * On the server, or on a page the browser rendered itself, at once. One such form a page.
 */
export function laterFormCode<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const part =
      typeof document === 'undefined' || typeof IntersectionObserver === 'undefined'
        ? null
        : document.querySelector(`form[${HYDRATES_LATER}]`);
    if (part) await nearTheScreen(part);
    return load();
  };
}
