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
