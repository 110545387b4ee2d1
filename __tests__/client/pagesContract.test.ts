import { matchPath } from 'react-router-dom';
import { PAGE_ROUTES } from '@/app/router';
import { PAGES, pageTitle, renderedAddressOf } from '@/contract/pages';
import { english } from '@/i18n/english';
import { STATIC_PAGES } from '@server/seo/site';

/** The website's route answering a concrete address, the not-found route aside. */
const routeOf = (address: string) =>
  PAGE_ROUTES.find((route) => route.path !== '*' && matchPath(route.path, address));

describe('the page table both programs share', () => {
  it('gives every route of the website an entry with the same title', () => {
    const routed = PAGE_ROUTES.filter((route) => route.path !== '*').map(({ path, title }) => ({
      path,
      title,
    }));
    const table = Object.values(PAGES).map(({ path, title }) => ({ path, title }));
    expect(routed).toEqual(table);
  });

  it('lists in the sitemap only paths the website answers, under the title its tab shows', () => {
    for (const page of STATIC_PAGES) {
      const route = routeOf(decodeURIComponent(page.path));
      expect(route).toBeDefined();
      expect(page.title).toBe(route!.title);
    }
  });

  it('names the tours list as the website always has', () => {
    expect(pageTitle(english(PAGES.toursList.title))).toBe('Our Tours | West Africa Tours');
  });

  it('renders a page for its path and the QA panel query only, not for made-up queries', () => {
    expect(renderedAddressOf('/tours-list?utm_source=news&x=1')).toBe('/tours-list');
    expect(renderedAddressOf('/?qa=1&x=2')).toBe('/?qa=1');
    expect(renderedAddressOf('/about')).toBe('/about');
  });
});
