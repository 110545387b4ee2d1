import { useEffect } from 'react';

export const SITE_NAME = 'West Africa Tours';

export const formatPageTitle = (title?: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/** Sets the browser tab's title, e.g. 'Our Tours | West Africa Tours'. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
