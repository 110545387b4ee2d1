import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical axe findings on the page as it is now; a clean page gives []. */
export async function blockingViolations(page: Page, tags: string[] = AXE_TAGS) {
  // Colours as they settle: a day button fading from disabled grey to ink over 250 ms (its data
  // just arrived) once measured as low contrast. With reduced motion the theme ends transitions.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Legacy mode runs axe once, in the page. The default injects axe twice and finishes the run
  // in a new blank tab, for cross-origin frames; the site's only frames are third-party maps,
  // and that took half the time of every check (decision 086).
  const { violations } = await new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
