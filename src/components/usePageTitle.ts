import { useEffect } from 'react';
import { pageTitle } from '@/contract/pages';

/** Sets the browser tab's title, e.g. 'Our Tours | West Africa Tours'. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
