import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { blockingViolations } from './support/axe';
import { expectPageInLayout, pageHeading } from './support/layout';

/** The first pictures of the page have arrived and decoded (scrolled into view if lazy). */
async function expectImagesLoaded(images: Locator, count: number) {
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

interface ContentCase {
  path: string;
  tabTitle: string;
  heading: string | RegExp;
  /** Key content that must be visible. */
  expectations: (page: Page) => Promise<void>;
  /** Pictures in the main area whose first ones must load. */
  images?: number;
}

const main = (page: Page) => page.getByRole('main');

const CASES: ContentCase[] = [
  {
    path: '/about',
    tabTitle: 'About Us',
    heading: 'About Us',
    images: 1,
    expectations: async (page) => {
      await expect(
        main(page).getByText(/Established in 1987, we now have over 30 staff/),
      ).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Our history' })).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: 'A word from our managing director' }),
      ).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'Join our newsletter' })).toBeVisible();
    },
  },
  {
    path: '/gallery',
    tabTitle: 'Gallery',
    heading: 'Gallery',
    images: 3,
    expectations: async (page) => {
      const images = main(page).getByRole('img');
      await expect(images).toHaveCount(16);
      await expect(images.last()).toHaveAttribute('loading', 'lazy');
    },
  },
  {
    path: '/faq',
    tabTitle: 'FAQ',
    heading: 'Frequently Asked Questions',
    expectations: async (page) => {
      await expect(page.getByRole('tabpanel').getByText(/November to May/)).toBeVisible();
      await page.getByRole('tab', { name: 'Money' }).click();
      await expect(page.getByRole('tabpanel').getByText(/655\.957/)).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'Destinations' });
      await expect(sidebar.getByRole('link', { name: 'The Gambia' })).toBeVisible();
      await expect(sidebar.getByText(/^\d+ excursions?$/).first()).toBeVisible();
    },
  },
  {
    path: '/blog',
    tabTitle: 'Blog',
    heading: 'Blog',
    images: 1,
    expectations: async (page) => {
      await expect(main(page).getByRole('article')).toHaveCount(6);
      await expect(main(page).getByRole('link', { name: 'A day on Gorée Island' })).toBeVisible();
    },
  },
  {
    path: '/blog-v2',
    tabTitle: 'Blog',
    heading: 'Blog',
    images: 2,
    expectations: async (page) => {
      await expect(main(page).getByRole('article')).toHaveCount(6);
    },
  },
  {
    path: '/blog-v3',
    tabTitle: 'Blog',
    heading: 'Blog',
    images: 2,
    expectations: async (page) => {
      await expect(main(page).getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('complementary', { name: 'Blog sidebar' })).toBeVisible();
    },
  },
  {
    path: '/blog-details',
    tabTitle: 'Blog Details',
    heading: 'Birding the Gambia river in the dry season',
    images: 1,
    expectations: async (page) => {
      await expect(main(page).getByText(/Tanji Bird Reserve covers 612 hectares/)).toBeVisible();
    },
  },
  {
    path: '/comming-soon',
    tabTitle: 'Coming Soon',
    heading: 'Coming Soon',
    expectations: async (page) => {
      await expect(main(page).getByText('Launched!')).toBeVisible();
    },
  },
  {
    path: '/business-Services',
    tabTitle: 'Info Service',
    heading: 'Info Service',
    images: 1,
    expectations: async (page) => {
      const hall = main(page).getByRole('region', { name: 'The International Conference Hall' });
      await expect(hall.getByText('seats in the plenary hall')).toBeVisible();
      await expect(hall.getByText('1,031')).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: 'Logoed corporate gifts' }),
      ).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(main(page).getByRole('link', { name: /^Share on / })).toHaveCount(4);
      // The page's own address, not the server's page's: a shared link leads back here.
      await expect(
        main(page).getByRole('link', { name: 'Share on Facebook (opens in a new tab)' }),
      ).toHaveAttribute(
        'href',
        `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page.url())}`,
      );
    },
  },
];

test.describe('content pages', () => {
  // One page after the other in one tab, as a visitor reading them would (decision 073).
  test('each shows its content, loads its pictures, fits the screen and passes axe', async ({
    page,
  }) => {
    test.slow(); // nine pages, each checked by axe
    for (const item of CASES) {
      await test.step(item.path, async () => {
        await page.goto(item.path);
        await expectPageInLayout(page, item.tabTitle);
        await expect(pageHeading(page)).toHaveText(item.heading);
        await item.expectations(page);
        if (item.images) await expectImagesLoaded(main(page).getByRole('img'), item.images);
        // Nothing wider than the screen, down to the 360 px phone.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        ).toBeLessThanOrEqual(0);
        expect(await blockingViolations(page)).toEqual([]);
      });
    }
  });

  test(
    'a blog card opens its article on /blog-details',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/blog-v2');
      await main(page).getByRole('link', { name: 'A day on Gorée Island' }).click();
      await expect(pageHeading(page)).toHaveText('A day on Gorée Island');
      await expect(page).toHaveURL(/\/blog-details$/);
    },
  );
});
