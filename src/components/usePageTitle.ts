import { useEffect } from 'react';
import { useTitleStatus } from '@/app/pageStatus';
import { pageTitle } from '@/contract/pages';

/**
 * Sets the browser tab's title, e.g. 'Our Tours | West Africa Tours'; the page the server renders
 * carries the same title in its head.
 */
export function usePageTitle(title?: string) {
  useTitleStatus(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
