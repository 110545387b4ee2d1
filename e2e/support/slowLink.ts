import type { Page } from '@playwright/test';

/**
 * A visitor on a slow link: the page's requests for files matching `file` wait until the returned
 * function is called (the page paints from the server; its code comes later, decision 036).
 */
export async function holdBack(page: Page, file: RegExp): Promise<() => void> {
  let letIn!: () => void;
  const held = new Promise<void>((resolve) => (letIn = resolve));
  await page.route(file, async (route) => {
    await held;
    await route.continue();
  });
  return letIn;
}

/** The website's main script, as built (main.<hash>.js). */
export const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** The review forms' chunk, loaded apart from their pages (review-forms.<hash>.js). */
export const REVIEW_FORMS_SCRIPT = /\/review-forms\.[0-9a-f]+\.js$/;
