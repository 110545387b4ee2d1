/** How a staff change ended: done, refused by the rules (a sentence), or no such record. */
export type ChangeOutcome = { changed: true } | { refused: string } | { notFound: true };
