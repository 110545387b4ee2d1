import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { localeBase, useLocale } from '@/i18n';
import { useHydrating } from './useHydrating';

/** The attribute that marks the wrapper of a part kept as the server drew it. */
const SERVED_MARK = 'data-stays-as-served';

/**
 * The markup the server drew inside the part marked `mark`, read once as the browser hydrates
 * it; nothing on the server, in a render in the browser, or where the part is not in the page.
 */
function useServedMarkup(mark: string): string | undefined {
  const hydrating = useHydrating();
  const [served] = useState(() =>
    hydrating
      ? document.querySelector(`[${SERVED_MARK}="${mark}"]`)?.innerHTML // React's ids hold no quote
      : undefined,
  );
  return served;
}

/**
 * A click on a link of the site inside served markup, taken by the router as a `Link` would be:
 * the page changes in the browser rather than loading from the server. A click with a modifier,
 * or on a link to elsewhere, a new tab or a download, is left to the browser.
 */
function useLinksFollowedInSite() {
  const navigate = useNavigate();
  const base = localeBase(useLocale()); // the router's basename
  return (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || link.target || link.hasAttribute('download')) return;
    if (link.origin !== window.location.origin || !link.pathname.startsWith(`${base}/`)) return;
    event.preventDefault();
    navigate(`${link.pathname.slice(base.length)}${link.search}${link.hash}`);
  };
}

/**
 * A part of a server-rendered page that needs no code once drawn, a text or a facts list (issue
 * 42, decision 070): the browser keeps the server's markup and never renders it, so its
 * components cost a phone nothing, neither at load nor when it comes into view; a lazy part
 * inside it never loads its code. `showing` says what it shows (the excursion's id), where that
 * can change: when it does (a page reached in the browser reuses the part), the part is rendered
 * as any other. A page reached in the browser renders it at once.
 *
 * Only for what has no handler and no state of its own. Its links to the site's pages are
 * followed in the browser once the page around it has hydrated, and are plain links before.
 * The wrapper is `display: contents`.
 */
export function StaysAsServed({
  showing,
  children,
}: {
  showing?: string | number;
  children: ReactNode;
}) {
  const mark = useId();
  const served = useServedMarkup(mark);
  const [servedShowing] = useState(showing);
  const followInSite = useLinksFollowedInSite();
  const wrapper = { [SERVED_MARK]: mark, style: { display: 'contents' } };
  // Different keys: React replaces the served markup rather than add the rendered part to it.
  return served !== undefined && servedShowing === showing ? (
    // Delegated from the links inside, which are what a visitor reaches: Enter on a link clicks it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      key="served"
      {...wrapper}
      onClick={followInSite}
      dangerouslySetInnerHTML={{ __html: served }}
    />
  ) : (
    <div key="rendered" {...wrapper}>
      {children}
    </div>
  );
}
