/**
 * A positive whole number, as ids are; anything else names no excursion. Apart from the tour
 * page's hook, so the start-up's warm-up (in the first chunk) does not bring that hook with it.
 */
export function excursionIdIn(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
