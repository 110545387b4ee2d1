import { and, eq } from 'drizzle-orm';
import { auditLog } from '@server/db/schema';
import type {
  CountryProgramme,
  Destination,
  Excursion,
  ExcursionType,
  SpecialPage,
} from '@/contract/wire/catalog';
import type { ExcursionInput, StaffExcursion } from '@/contract/wire/operatorCatalog';
import type { DestinationInput, StaffDestination } from '@/contract/wire/operatorDestinations';
import type { SpecialPageInput, StaffSpecialPage } from '@/contract/wire/operatorProgrammes';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer } from './support/travelFixtures';

// The demo catalog, seeded with its French.
const t = useTestApp();
const db = () => t.app.db;
let staff: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  staff = await signedInStaff(db());
});

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });
const data = async <T>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const asStaff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/operator${url}`, headers: bearer(staff.token), payload });
const publish = (kind: 'excursions' | 'destinations', id: number) =>
  asStaff('POST', `/${kind}/${id}/publish`);

const named = <T extends { name: string }>(list: T[], name: string) => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`No ${name} in ${list.map((item) => item.name).join(', ')}`);
  return found;
};

describe('the demo catalog in French', () => {
  it('answers the destinations in French for lang=fr and in English otherwise', async () => {
    const english = await data<Destination[]>('destination');
    const french = await data<Destination[]>('destination?lang=fr');
    const senegal = named(english, 'Senegal');
    const sénégal = named(french, 'Sénégal');
    expect(sénégal.id).toBe(senegal.id);
    expect(senegal.about).toMatch(/^Senegal is West Africa’s westernmost point/);
    expect(sénégal.about).toMatch(/^Le Sénégal est la pointe la plus occidentale/);
    expect(sénégal.language).toBe('Français ; wolof, pulaar, sérère, diola, mandingue');
    expect(sénégal.visaRequirements).toMatch(/CEDEAO/);
    expect(sénégal.countryName).toBe('Senegal');
    expect(Object.keys(sénégal).sort()).toEqual(Object.keys(senegal).sort());

    const one = await data<Destination>(`destination/${senegal.id}?lang=fr`);
    expect(one.name).toBe('Sénégal');
    expect((await data<Destination>(`destination/${senegal.id}?lang=en`)).name).toBe('Senegal');
  });

  it('answers every demo excursion with a French name and description', async () => {
    const english = await data<{ results: Excursion[] }>('excursions/allexcursion?pageSize=100');
    const french = await data<{ results: Excursion[] }>(
      'excursions/allexcursion?pageSize=100&lang=fr',
    );
    expect(french.results).toHaveLength(english.results.length);
    const englishById = new Map(english.results.map((e) => [e.id, e]));
    for (const excursion of french.results) {
      const original = englishById.get(excursion.id);
      expect(excursion.name).not.toBe(original?.name);
      expect(excursion.description).not.toBe(original?.description);
    }
    const goree = named(english.results, 'Gorée Island and the House of Slaves');
    const inFrench = await data<Excursion>(`excursions/${goree.id}?lang=fr`);
    expect(inFrench.name).toBe('L’île de Gorée et la Maison des Esclaves');
    expect(inFrench).toMatchObject({
      id: goree.id,
      _id: goree._id,
      location: 'Île de Gorée, Dakar, Sénégal',
      latitude: goree.latitude,
    });
    expect(inFrench).not.toHaveProperty('nameFr');
  });

  it('lists destinations and excursions in the order of their French names', async () => {
    const destinations = (await data<Destination[]>('destination?lang=fr')).map((d) => d.name);
    expect(destinations).toEqual([...destinations].sort(new Intl.Collator('fr').compare));
    expect(destinations.indexOf('Côte d’Ivoire')).toBeLessThan(destinations.indexOf('Gambie'));

    // Excursions page by page: by name, ignoring case, accents and apostrophes.
    const sortKey = (name: string) =>
      name
        .normalize('NFD')
        .replace(/[\u0300-\u036f’']/g, '')
        .toLowerCase();
    const inFrenchOrder = (names: string[]) =>
      [...names].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1));
    const pages = await Promise.all(
      [1, 2, 3].map((pageIndex) =>
        data<{ results: Excursion[] }>(
          `excursions/allexcursion?pageSize=25&pageIndex=${pageIndex}&lang=fr`,
        ),
      ),
    );
    const excursions = pages.flatMap((page) => page.results);
    const names = excursions.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(inFrenchOrder(names));
    // The English pages keep the English order: another order of the same excursions.
    const english = await data<{ results: Excursion[] }>('excursions/allexcursion?pageSize=100');
    const ids = (list: Excursion[]) => list.map((e) => e.id);
    expect(ids(english.results)).not.toEqual(ids(excursions));
    expect([...ids(english.results)].sort()).toEqual([...ids(excursions)].sort());
  });

  it('names the excursion types and the usual price units in French, keeping the types’ keys', async () => {
    const types = await data<ExcursionType[]>('excursionstype?lang=fr');
    expect(types.find((type) => type.name === 'Eco Tourism')).toMatchObject({
      label: 'Écotourisme',
    });
    expect(types.find((type) => type.name === 'Culture Music & Arts')?.label).toBe(
      'Culture, musique et arts',
    );
    const english = await data<ExcursionType[]>('excursionstype');
    expect(english.every((type) => type.label === type.name)).toBe(true);

    const [first] = (await data<{ results: Excursion[] }>('excursions/allexcursion?pageSize=1'))
      .results;
    const inFrench = await data<Excursion>(`excursions/${first.id}?lang=fr`);
    expect(inFrench.pricing?.units.map((unit) => unit.label)).toEqual(['Adulte', 'Enfant', 'Bébé']);
    expect(first.pricing?.units.map((unit) => unit.label)).toEqual(['Adult', 'Child', 'Infant']);
  });

  it('finds excursions by their French name on a French page only', async () => {
    const french = await data<{ results: Excursion[] }>(
      'excursions/allexcursion?name=cascade&lang=fr',
    );
    expect(french.results.map((e) => e.name)).toEqual(['La cascade du Voile de la Mariée']);
    const english = await data<{ totalCount: number }>('excursions/allexcursion?name=cascade');
    expect(english.totalCount).toBe(0);
  });

  it('answers the Students programme in French', async () => {
    const { results } = await data<{ results: CountryProgramme[] }>(
      'excursions/specialinterest?lang=fr',
    );
    const gambia = results.find((p) => p.countryName === 'The Gambia');
    expect(gambia?.description).toMatch(/^Un pays anglophone, sûr et compact/);
    expect(gambia?.excursions.map((e) => e.name)).toContain(
      'Sur les traces de « Racines » à Kunta Kinteh Island',
    );
  });

  it('answers the other special-interest pages in French', async () => {
    const fishing = await data<SpecialPage>('excursions/specialinterest/Fishing?lang=fr');
    expect(fishing.entries[0]).toMatchObject({
      countryName: 'The Gambia',
      title: 'Tanji et l’estuaire du fleuve Gambie',
    });
    const cruises = await data<SpecialPage>('excursions/specialinterest/Cruises?lang=fr');
    expect(cruises.services[0]).toMatch(/^Les paquebots en escale à Banjul et à Dakar/);
    const faith = await data<SpecialPage>('excursions/specialinterest/Religious%20Groups?lang=fr');
    expect(faith.gallery?.alt).toBe('La Grande Mosquée de Touba, au Sénégal');
    const nature = await data<SpecialPage>('excursions/specialinterest/Nature%20Groups?lang=fr');
    expect(nature.itineraries.map((i) => [i.title, i.days.length])).toEqual([
      ['Itinéraire ornithologique de 7 jours en Gambie', 7],
      ['Itinéraire ornithologique de 14 jours en Gambie', 14],
    ]);
    expect(nature.itineraries[0].days[0].title).toBe('Arrivée et Kotu Creek');
  });

  it('keeps the English and the French answers apart in the cache', async () => {
    const first = await get('destination?lang=fr');
    const english = await get('destination');
    const again = await get('destination?lang=fr');
    expect(english.headers.etag).not.toBe(first.headers.etag);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);
    expect(english.body).not.toContain('Sénégal');
  });

  it.each([
    'destination?lang=de',
    'destination/1?lang=FR',
    'excursions/1?lang=',
    'excursions/allexcursion?lang=fr-FR',
    'excursions/specialinterest?lang=es',
    'excursions/specialinterest/Cruises?lang=xx',
  ])('refuses another language: %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe('the operator writes the French', () => {
  let destinationId: number;
  let excursionTypeId: number;

  beforeAll(async () => {
    const gambia = named(await data<Destination[]>('destination'), 'The Gambia');
    destinationId = gambia.id;
    excursionTypeId = (await data<Array<{ id: number }>>('excursionstype'))[0].id;
  });

  const excursion = (over: Partial<ExcursionInput> = {}): ExcursionInput => ({
    name: 'Bijilo Forest Park Walk',
    description: 'A coastal forest walk among red colobus and green monkeys.',
    coverImageUrl: '/home/images/excursions/bijilo.jpg',
    gallery: [],
    rating: 4.6,
    location: 'Bijilo, The Gambia',
    latitude: 13.42,
    longitude: -16.72,
    duration: 1,
    durationHours: 2,
    numberOfPeople: 4,
    food: false,
    drinks: false,
    tourStartDate: '2027-01-15',
    max: 12,
    destinationId,
    excursionTypeId,
    specialOffer: false,
    specialOfferOrder: 0,
    ...over,
  });

  it('saves an excursion’s French, reads it back and audits it', async () => {
    const res = await asStaff(
      'POST',
      '/excursions',
      excursion({
        nameFr: '  Balade au parc forestier de Bijilo ',
        descriptionFr: '',
        locationFr: 'Bijilo, Gambie',
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved: StaffExcursion = res.json().data;
    expect(saved).toMatchObject({
      nameFr: 'Balade au parc forestier de Bijilo',
      descriptionFr: '',
      locationFr: 'Bijilo, Gambie',
    });
    expect((await publish('excursions', saved.id)).statusCode).toBe(200);

    // The French name; the English description where there is no French one.
    const shown = await data<Excursion>(`excursions/${saved.id}?lang=fr`);
    expect(shown.name).toBe('Balade au parc forestier de Bijilo');
    expect(shown.description).toBe('A coastal forest walk among red colobus and green monkeys.');
    expect(shown.location).toBe('Bijilo, Gambie');
    expect((await data<Excursion>(`excursions/${saved.id}`)).location).toBe('Bijilo, The Gambia');

    const edit = await asStaff(
      'PUT',
      `/excursions/${saved.id}`,
      excursion({ descriptionFr: 'Une balade en forêt côtière parmi les colobes et les singes.' }),
    );
    expect(edit.statusCode).toBe(200);
    // Left out of the edit, the French name stays.
    expect(edit.json().data).toMatchObject({
      nameFr: 'Balade au parc forestier de Bijilo',
      descriptionFr: 'Une balade en forêt côtière parmi les colobes et les singes.',
    });
    const read: StaffExcursion = (await asStaff('GET', `/excursions/${saved.id}`)).json().data;
    expect(read.descriptionFr).toBe('Une balade en forêt côtière parmi les colobes et les singes.');
    expect((await data<Excursion>(`excursions/${saved.id}?lang=fr`)).description).toBe(
      'Une balade en forêt côtière parmi les colobes et les singes.',
    );
    expect((await data<Excursion>(`excursions/${saved.id}`)).name).toBe('Bijilo Forest Park Walk');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'excursion.edit'), eq(auditLog.subjectId, saved.id)));
    expect(audit.before).toEqual({ descriptionFr: null });
    expect(audit.after).toEqual({
      descriptionFr: 'Une balade en forêt côtière parmi les colobes et les singes.',
    });
  });

  it('saves a destination’s French; an emptied French text shows the English again', async () => {
    const input: DestinationInput = {
      name: 'Casamance',
      capital: 'Ziguinchor',
      about: 'Rice fields, palm groves and mangroves.',
      location: 'Ziguinchor',
      latitude: 12.58,
      longitude: -16.27,
      countryName: 'Senegal',
      language: 'French, Jola',
      currency: 'CFA franc',
      visaRequirements: '',
      rating: 4.5,
      coverImageUrl: '/home/images/destinations/casamance.jpg',
      gallery: [],
      aboutFr: 'Rizières, palmeraies et mangroves.',
      languageFr: 'Français, diola',
    };
    const res = await asStaff('POST', '/destinations', input);
    expect(res.statusCode).toBe(201);
    const saved: StaffDestination = res.json().data;
    expect(saved).toMatchObject({ aboutFr: 'Rizières, palmeraies et mangroves.', nameFr: '' });
    expect((await publish('destinations', saved.id)).statusCode).toBe(200);

    const shown = await data<Destination>(`destination/${saved.id}?lang=fr`);
    expect(shown).toMatchObject({
      name: 'Casamance',
      about: 'Rizières, palmeraies et mangroves.',
      language: 'Français, diola',
      currency: 'CFA franc',
    });

    const edit = await asStaff('PUT', `/destinations/${saved.id}`, { ...input, aboutFr: ' ' });
    expect(edit.statusCode).toBe(200);
    const after = await data<Destination>(`destination/${saved.id}?lang=fr`);
    expect(after.about).toBe('Rice fields, palm groves and mangroves.');
    expect(after.language).toBe('Français, diola');
  });

  it('saves a special page’s French; what has none shows the English', async () => {
    const stored: StaffSpecialPage = (await asStaff('GET', '/programmes/Nature%20Groups')).json()
      .data;
    const { category, ...page } = stored;
    expect(category).toBe('Nature Groups');
    const [first, ...others] = page.itineraries;
    const input: SpecialPageInput = {
      ...page,
      itinerariesIntroFr: 'Nos itinéraires ornithologiques, jour après jour.',
      entries: page.entries.map((entry, index) =>
        index === 0 ? { ...entry, titleFr: 'Les oiseaux de Gambie', descriptionFr: ' ' } : entry,
      ),
      itineraries: [
        {
          ...first,
          titleFr: 'Gambie ornithologique',
          summaryFr: '',
          daysFr: first.days.map((_, day) => ({
            title: `Jour ${day + 1} en français`,
            activities: ['Observation des oiseaux'],
          })),
        },
        ...others,
      ],
    };
    const res = await asStaff('PUT', '/programmes/Nature%20Groups', input);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.itineraries[0].titleFr).toBe('Gambie ornithologique');

    const english = await data<SpecialPage>('excursions/specialinterest/Nature%20Groups');
    const french = await data<SpecialPage>('excursions/specialinterest/Nature%20Groups?lang=fr');
    expect(french.itinerariesIntro).toBe('Nos itinéraires ornithologiques, jour après jour.');
    expect(french.entries[0].title).toBe('Les oiseaux de Gambie');
    expect(french.entries[0].description).toBe(english.entries[0].description);
    expect(french.itineraries[0].title).toBe('Gambie ornithologique');
    expect(french.itineraries[0].summary).toBe(english.itineraries[0].summary);
    expect(french.itineraries[0].days[0]).toEqual({
      day: 1,
      title: 'Jour 1 en français',
      activities: ['Observation des oiseaux'],
    });
    expect(english.itineraries[0].title).toBe(first.title);
  });

  const naturePage = async (): Promise<SpecialPageInput> => {
    const stored: StaffSpecialPage = (await asStaff('GET', '/programmes/Nature%20Groups')).json()
      .data;
    const { category, ...page } = stored;
    expect(category).toBe('Nature Groups');
    return page;
  };

  it('refuses a French day without its heading', async () => {
    const page = await naturePage();
    const [first, ...others] = page.itineraries;
    const daysFr = first.days.map((day, index) => ({
      title: index === 1 ? ' ' : `Jour ${index + 1}`,
      activities: ['Oiseaux'],
    }));
    const res = await asStaff('PUT', '/programmes/Nature%20Groups', {
      ...page,
      itineraries: [{ ...first, daysFr }, ...others],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['itineraries.0.daysFr.1.title']);
  });

  it('drops French days that no longer match the English days', async () => {
    const page = await naturePage();
    const [first, ...others] = page.itineraries;
    expect(first.daysFr).toHaveLength(first.days.length);
    const days = [first.days[0], { title: 'Farewell', activities: ['Airport'] }];
    const res = await asStaff('PUT', '/programmes/Nature%20Groups', {
      ...page,
      itineraries: [{ ...first, days }, ...others],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.itineraries[0].daysFr).toEqual([]);
    const french = await data<SpecialPage>('excursions/specialinterest/Nature%20Groups?lang=fr');
    expect(french.itineraries[0].days.map((day) => day.title)).toEqual([
      first.days[0].title,
      'Farewell',
    ]);
  });

  it('saves a Students record’s French description', async () => {
    const stored = (await asStaff('GET', '/programmes')).json().data;
    const programmes = stored.programmes.map(
      (p: { countryName: string; description: string; excursions: Array<{ id: number }> }) => ({
        countryName: p.countryName,
        description: p.description,
        excursionIds: p.excursions.map((e) => e.id),
        ...(p.countryName === 'Ghana' ? { descriptionFr: 'Le Ghana pour les étudiants.' } : {}),
      }),
    );
    const res = await asStaff('PUT', '/programmes', { programmes });
    expect(res.statusCode).toBe(200);
    const { results } = await data<{ results: CountryProgramme[] }>(
      'excursions/specialinterest?lang=fr',
    );
    expect(results.find((p) => p.countryName === 'Ghana')?.description).toBe(
      'Le Ghana pour les étudiants.',
    );
    // Left out of the edit, the others keep their French.
    expect(results.find((p) => p.countryName === 'Senegal')?.description).toMatch(
      /^Un programme pour les classes de français/,
    );
  });
});
