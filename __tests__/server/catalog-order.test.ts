import { eq } from 'drizzle-orm';
import { excursions } from '@server/db/schema';
import { catalogChanged } from '@server/services/catalog';
import { createExcursions } from './support/travelFixtures';
import { useTestApp } from './support/testApp';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });

const names = (answer: { json(): { data: { results: { name: string }[] } } }) =>
  answer.json().data.results.map((excursion) => excursion.name);

describe('excursion lists by name', () => {
  it('sort a name with an accented first letter with its plain letter', async () => {
    const { destinationId } = await createExcursions(t.app.db, [
      'Janjanbureh Island',
      'Îles de Los',
      'Abuko Nature Reserve',
      'Horse Riding at Sanyang',
      'Église de Ziguinchor',
      'Farafenni Market',
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/excursions/destination/${destinationId}?SortColumn=name&pageSize=20&pageIndex=1`,
    });
    expect(list.statusCode).toBe(200);
    expect(names(list)).toEqual([
      'Abuko Nature Reserve',
      'Église de Ziguinchor',
      'Farafenni Market',
      'Horse Riding at Sanyang',
      'Îles de Los',
      'Janjanbureh Island',
    ]);

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1&name=de%20lo',
    });
    expect(names(search)).toEqual(['Îles de Los']);
  });
});

describe('pages of a long list', () => {
  const pageOf = (destinationId: number, pageIndex: number, pageSize = 7) =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/excursions/destination/${destinationId}?SortColumn=name&pageSize=${pageSize}&pageIndex=${pageIndex}`,
      })
      .then((answer) => ({ ...answer.json().data, names: names(answer) }));

  it('cover every excursion once, in order, with the count, up to the last page', async () => {
    const all = Array.from({ length: 40 }, (_, i) => `Creek Trip ${String(i).padStart(2, '0')}`);
    const shuffled = [...all].sort((a, b) => (a.slice(-1) + a).localeCompare(b.slice(-1) + b));
    const { destinationId } = await createExcursions(t.app.db, shuffled);

    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => pageOf(destinationId, i)));
    expect(pages.flatMap((p) => p.names)).toEqual(all);
    expect(pages.map((p) => p.names.length)).toEqual([7, 7, 7, 7, 7, 5]);
    expect(pages.every((p) => p.totalCount === 40 && p.totalPages === 6)).toBe(true);
    expect((await pageOf(destinationId, 7)).names).toEqual([]);
    // Fetched alone, after the others, a page near the end is the same.
    expect((await pageOf(destinationId, 5, 8)).names).toEqual(all.slice(32, 40));
  });

  it('follow a catalog change on the next request', async () => {
    const { destinationId, excursionIds } = await createExcursions(t.app.db, [
      'Bintang Bolong',
      'Kartong Beach',
      'Makasutu Forest',
    ]);
    expect((await pageOf(destinationId, 1, 2)).names).toEqual(['Bintang Bolong', 'Kartong Beach']);
    await t.app.db.transaction(async (tx) => {
      await tx
        .update(excursions)
        .set({ published: false })
        .where(eq(excursions.id, excursionIds[0]));
      await catalogChanged(tx);
    });
    const after = await pageOf(destinationId, 1, 2);
    expect(after.names).toEqual(['Kartong Beach', 'Makasutu Forest']);
    expect(after.totalCount).toBe(2);
  });
});
