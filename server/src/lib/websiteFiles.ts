/** The two bases of the API; everything else is the website, its files and its pictures. */
export const API_BASES = ['/api/', '/transport-api/'];

const FILE_EXTENSION = /\.(js|css|svg|png|jpe?g|webp|ico|woff2?|txt|map|json|webmanifest)$/;

const pathOf = (url: string) => url.split('?')[0];

export const isApiPath = (url: string) => {
  const pathname = pathOf(url);
  return API_BASES.some((base) => pathname === base.slice(0, -1) || pathname.startsWith(base));
};

/**
 * A file of the website or a picture, not a page or a call: client routes never end in a file
 * extension, so a missing one is a 404 rather than the website's index page.
 */
export const isWebsiteFile = (url: string) => {
  const pathname = pathOf(url);
  if (pathname.startsWith('/images/')) return true;
  return !isApiPath(pathname) && FILE_EXTENSION.test(pathname);
};
