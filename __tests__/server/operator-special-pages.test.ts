import { eq } from 'drizzle-orm';
import { auditLog } from '@server/db/schema';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { SpecialPage } from '@/contract/wire/catalog';
import type { SpecialPageInput, StaffSpecialPage } from '@/contract/wire/operatorProgrammes';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createTraveller } from './support/travelFixtures';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => t.app.db;
const M = PROGRAMME_EDIT_MESSAGES;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(db());
});

const url = (category: string) => `/api/operator/programmes/${encodeURIComponent(category)}`;
const asStaff = (method: 'GET' | 'PUT', category: string, payload?: object) =>
  t.app.inject({ method, url: url(category), headers: bearer(staff.token), payload });
const publicPage = (category: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/excursions/specialinterest/${encodeURIComponent(category)}`,
    headers,
  });
const shown = async (category: string): Promise<SpecialPage> =>
  (await publicPage(category)).json().data;
const editable = async (category: string): Promise<SpecialPageInput> => {
  const page: Partial<StaffSpecialPage> = (await asStaff('GET', category)).json().data;
  delete page.category;
  return page as SpecialPageInput;
};

describe('the other special-interest categories', () => {
  it('are served from the database with the content the pages had', async () => {
    const fishing = await shown('Fishing');
    expect(fishing.entries.map((e) => [e.countryName, e.title])).toEqual([
      ['The Gambia', 'Tanji and the Gambia River estuary'],
      ['Senegal', 'The Saloum Delta'],
      ['Guinea-Bissau', 'The Bijagós islands'],
      ['Cabo Verde', 'Big game off Sal'],
      ['Sierra Leone', 'The Banana Islands'],
    ]);
    expect(fishing.entries[0].image).toBe(
      '/home/images/excursions/gambia-estuary-fishing/cover.jpg',
    );
    expect(fishing).toMatchObject({ services: [], itineraries: [], itinerariesIntro: '' });
    expect(fishing.gallery).toBeUndefined();

    const counts = [];
    for (const category of ['Trekking', 'Culture Music & Arts', 'Eco Tourism']) {
      counts.push((await shown(category)).entries.length);
    }
    expect(counts).toEqual([4, 6, 6]);

    const cruises = await shown('Cruises');
    expect(cruises.services).toHaveLength(2);
    expect(cruises.entries.map((e) => e.title)).toEqual([
      'Senegal River cruise partner (the Bou El Mogdad)',
      'Gambia River small-ship partner',
      'Conakry coastal boat partner',
    ]);

    const religious = await shown('Religious Groups');
    expect(religious.gallery).toEqual({
      image: '/home/images/excursions/touba-great-mosque/cover.jpg',
      alt: 'The Great Mosque of Touba in Senegal',
    });
    expect(religious.services[0]).toMatch(/^We have looked after faith groups since 1987/);
    expect(religious.entries).toHaveLength(5);

    const nature = await shown('Nature Groups');
    expect(nature.itinerariesIntro).toMatch(/^Both itineraries run in the dry season/);
    expect(nature.itineraries.map((i) => [i.title, i.days.length])).toEqual([
      ['7-day Gambia birding itinerary', 7],
      ['14-day Gambia birding itinerary', 14],
    ]);
    expect(nature.itineraries[1].days[13]).toEqual({
      day: 14,
      title: 'Departure',
      activities: ['A last early walk at Kotu Creek', 'Transfer to Banjul airport'],
    });
  });

  it('answers 400 for a category it does not keep, Students included', async () => {
    for (const category of ['Students', 'Skiing']) {
      expect((await publicPage(category)).statusCode).toBe(400);
      expect((await asStaff('GET', category)).statusCode).toBe(400);
    }
  });

  it('is edited whole in the console; the public page and its cached answer follow at once', async () => {
    const cached = await publicPage('Cruises');
    const etag = String(cached.headers.etag);
    expect((await publicPage('Cruises', { 'if-none-match': etag })).statusCode).toBe(304);

    const page = await editable('Cruises');
    const edit = {
      ...page,
      services: ['Shore excursions for every ship calling at Banjul.'],
      entries: [
        page.entries[1],
        {
          countryName: 'Cabo Verde',
          title: 'Island ferries',
          description: ' Mindelo. ',
          image: null,
        },
      ],
    };
    const saved = await asStaff('PUT', 'Cruises', edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(M.saved);

    const again = await publicPage('Cruises', { 'if-none-match': etag });
    expect(again.statusCode).toBe(200);
    const cruises: SpecialPage = again.json().data;
    expect(cruises.services).toEqual(['Shore excursions for every ship calling at Banjul.']);
    expect(cruises.entries).toEqual([
      {
        countryName: 'The Gambia',
        title: 'Gambia River small-ship partner',
        description: page.entries[1].description,
        image: '/home/images/excursions/river-gambia-cruise/cover.jpg',
      },
      { countryName: 'Cabo Verde', title: 'Island ferries', description: 'Mindelo.' },
    ]);
    // Another category's entries are untouched.
    expect((await shown('Fishing')).entries).toHaveLength(5);

    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.edit'));
    expect(row).toMatchObject({ staffEmail: staff.email, subjectKind: 'programme' });
    expect(row.before).toMatchObject({ category: 'Cruises', services: page.services });
    expect(row.after).toMatchObject({
      category: 'Cruises',
      entries: [{}, { title: 'Island ferries' }],
    });
  });

  it('keeps the itineraries day by day, numbered by their order', async () => {
    const page = await editable('Nature Groups');
    const [seven] = page.itineraries;
    const edit = {
      ...page,
      itinerariesIntro: 'From November to May.',
      itineraries: [
        {
          ...seven,
          title: '3-day Gambia birding',
          days: [seven.days[1], seven.days[0], { title: 'Farewell', activities: ['Airport'] }],
        },
      ],
    };
    expect((await asStaff('PUT', 'Nature Groups', edit)).statusCode).toBe(200);
    const nature = await shown('Nature Groups');
    expect(nature.itinerariesIntro).toBe('From November to May.');
    expect(nature.itineraries).toHaveLength(1);
    expect(nature.itineraries[0].days.map((d) => [d.day, d.title])).toEqual([
      [1, 'Abuko Nature Reserve'],
      [2, 'Arrival and Kotu Creek'],
      [3, 'Farewell'],
    ]);
    expect(nature.entries).toHaveLength(5);
  });

  it('refuses a bad edit with the field named, and changes nothing', async () => {
    const before = await editable('Religious Groups');
    const entry = before.entries[0];
    const schemaCases: object[] = [
      { ...before, galleryImage: 'https://elsewhere.example/a.jpg' },
      { ...before, entries: [{ ...entry, title: '' }] },
      { ...before, itineraries: [{ title: 'A', summary: 'B', days: [] }] },
      { ...before, services: undefined },
    ];
    for (const body of schemaCases) {
      expect((await asStaff('PUT', 'Religious Groups', body)).statusCode).toBe(400);
    }
    const twice = await asStaff('PUT', 'Religious Groups', {
      ...before,
      entries: [entry, { ...entry, countryName: ` ${entry.countryName.toUpperCase()} ` }],
    });
    expect(twice.json().errors).toEqual({ 'entries.1.countryName': [M.countryTwice] });
    const blank = await asStaff('PUT', 'Religious Groups', {
      ...before,
      itineraries: [
        { title: 'Pilgrimage', summary: 'Touba', days: [{ title: 'Day', activities: [' '] }] },
      ],
    });
    expect(blank.json().errors).toEqual({ 'itineraries.0.days.0.activities': [M.required] });
    expect(await editable('Religious Groups')).toEqual(before);
  });

  it('is for staff only: 401 without a token, 403 with a visitor token', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Awa', lastName: 'Jallow' });
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? await editable('Trekking') : undefined;
      const none = await t.app.inject({ method, url: url('Trekking'), payload });
      expect(none.statusCode).toBe(401);
      const asVisitor = await t.app.inject({
        method,
        url: url('Trekking'),
        headers: bearer(visitor.token),
        payload,
      });
      expect(asVisitor.statusCode).toBe(403);
    }
  });
});
