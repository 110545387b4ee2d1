/** The two bases of the API; everything else is the website, its files and its pictures. */
export const API_BASES = ['/api/', '/transport-api/'];

const FILE_EXTENSION = /\.(js|css|svg|png|jpe?g|webp|ico|woff2?|txt|map|json|webmanifest)$/;

const pathOf = (url: string) => url.split('?')[0];

/** A base without its slash (`/api`): the path itself, or with a query. */
const BARE_BASES = API_BASES.map((base) => base.slice(0, -1));
const QUERIED_BASES = BARE_BASES.map((bare) => `${bare}?`);

/** Whether a URL (path and query) is the API's. Asked several times a request: no copies. */
export const isApiPath = (url: string) =>
  API_BASES.some((base) => url.startsWith(base)) ||
  BARE_BASES.includes(url) ||
  QUERIED_BASES.some((queried) => url.startsWith(queried));

/**
 * A file of the website or a picture, not a page or a call: client routes never end in a file
 * extension, so a missing one is a 404 rather than the website's index page.
 */
export const isWebsiteFile = (url: string) => {
  const pathname = pathOf(url);
  if (pathname.startsWith('/images/')) return true;
  return !isApiPath(pathname) && FILE_EXTENSION.test(pathname);
};
