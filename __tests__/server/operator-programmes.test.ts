import { eq } from 'drizzle-orm';
import { auditLog, excursions } from '@server/db/schema';
import { PROGRAMME_EDIT_MESSAGES } from '@/contract/serverMessages';
import type { CountryProgramme } from '@/contract/wire/catalog';
import type { ProgrammesInput, StaffProgrammes } from '@/contract/wire/operatorProgrammes';
import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions, createTraveller } from './support/travelFixtures';

const t = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => t.app.db;
const M = PROGRAMME_EDIT_MESSAGES;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let ids: number[];

beforeAll(async () => {
  staff = await signedInStaff(db());
  ({ excursionIds: ids } = await createExcursions(db(), [
    'Kunta Kinteh Island',
    'Wassu Stone Circles',
    'Abuko Nature Reserve',
  ]));
});

const asStaff = (method: 'GET' | 'PUT', payload?: ProgrammesInput | object) =>
  t.app.inject({
    method,
    url: '/api/operator/programmes',
    headers: bearer(staff.token),
    payload,
  });
const publicRecords = async (): Promise<CountryProgramme[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/excursions/specialinterest' })).json().data
    .results;

describe('the Students programme', () => {
  it('is edited whole: records in order, their excursions, and the public page follows at once', async () => {
    expect((await asStaff('GET')).json().data).toEqual({ category: 'Students', programmes: [] });
    expect(await publicRecords()).toEqual([]);

    const first = await asStaff('PUT', {
      programmes: [
        {
          countryName: 'The Gambia',
          description: 'Slave-trade history on the river.',
          excursionIds: [ids[1], ids[0]],
        },
        { countryName: 'Senegal', description: 'Gorée and Saint-Louis.', excursionIds: [] },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(M.saved);
    const saved: StaffProgrammes = first.json().data;
    expect(saved.programmes.map((p) => [p.countryName, p.excursions.map((e) => e.name)])).toEqual([
      ['The Gambia', ['Kunta Kinteh Island', 'Wassu Stone Circles']],
      ['Senegal', []],
    ]);
    expect(
      (await publicRecords()).map((p) => [p.countryName, p.description, p.excursions.length]),
    ).toEqual([
      ['The Gambia', 'Slave-trade history on the river.', 2],
      ['Senegal', 'Gorée and Saint-Louis.', 0],
    ]);

    // Reordered, one edited and one taken out; The Gambia keeps its record.
    const gambiaId = saved.programmes[0].id;
    const second = await asStaff('PUT', {
      programmes: [
        { countryName: 'Ghana', description: 'Cape Coast castle.', excursionIds: [] },
        {
          countryName: 'The Gambia',
          description: 'Kunta Kinteh Island and Abuko.',
          excursionIds: [ids[0], ids[2]],
        },
      ],
    });
    expect(second.statusCode).toBe(200);
    const after: StaffProgrammes = second.json().data;
    expect(after.programmes.map((p) => p.countryName)).toEqual(['Ghana', 'The Gambia']);
    expect(after.programmes[1].id).toBe(gambiaId);
    const shown = await publicRecords();
    expect(shown.map((p) => p.countryName)).toEqual(['Ghana', 'The Gambia']);
    expect(shown[1].excursions.map((e) => e.name)).toEqual([
      'Abuko Nature Reserve',
      'Kunta Kinteh Island',
    ]);

    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'programme.edit'));
    expect(audit.map((row) => [row.staffEmail, row.subjectKind])).toEqual([
      [staff.email, 'programme'],
      [staff.email, 'programme'],
    ]);
    expect(audit[1].before).toMatchObject({
      programmes: [
        { countryName: 'The Gambia', excursionIds: [ids[0], ids[1]] },
        { countryName: 'Senegal' },
      ],
    });
    expect(audit[1].after).toMatchObject({
      programmes: [{ countryName: 'Ghana' }, { countryName: 'The Gambia' }],
    });
  });

  it('shows staff an unpublished excursion of a record, and leaves it out of the public record', async () => {
    await asStaff('PUT', {
      programmes: [{ countryName: 'The Gambia', description: 'River.', excursionIds: [ids[1]] }],
    });
    await db().update(excursions).set({ published: false }).where(eq(excursions.id, ids[1]));
    const [record] = (await asStaff('GET')).json().data.programmes;
    expect(record.excursions).toEqual([
      { id: ids[1], name: 'Wassu Stone Circles', countryName: 'The Gambia', published: false },
    ]);
    expect((await publicRecords())[0].excursions).toEqual([]);
    await db().update(excursions).set({ published: true }).where(eq(excursions.id, ids[1]));
  });

  it('refuses a bad edit with the field named, and changes nothing', async () => {
    const before = (await asStaff('GET')).json().data;
    const entry = { countryName: 'Benin', description: 'Ouidah.', excursionIds: [] as number[] };
    const schemaCases: object[] = [
      { programmes: [{ ...entry, countryName: '' }] },
      { programmes: [{ ...entry, excursionIds: [ids[0], ids[0]] }] },
      { programmes: [{ ...entry, excursionIds: [0] }] },
      { programmes: [{ ...entry, description: undefined }] },
      {},
    ];
    for (const body of schemaCases) expect((await asStaff('PUT', body)).statusCode).toBe(400);

    const unknown = await asStaff('PUT', {
      programmes: [entry, { ...entry, countryName: 'Togo', excursionIds: [2_000_000] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: M.unknownExcursion,
      errors: { 'programmes.1.excursionIds': [M.unknownExcursion] },
    });
    const twice = await asStaff('PUT', {
      programmes: [entry, { ...entry, countryName: ' benin ' }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'programmes.1.countryName': [M.countryTwice] });
    const blank = await asStaff('PUT', { programmes: [{ ...entry, description: '  ' }] });
    expect(blank.json().errors).toEqual({ 'programmes.0.description': [M.required] });
    expect((await asStaff('GET')).json().data).toEqual(before);
  });

  it('is for staff only: 401 without a token, 403 with a visitor token', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Lamin', lastName: 'Touray' });
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { programmes: [] } : undefined;
      const none = await t.app.inject({ method, url: '/api/operator/programmes', payload });
      expect(none.statusCode).toBe(401);
      const asVisitor = await t.app.inject({
        method,
        url: '/api/operator/programmes',
        headers: bearer(visitor.token),
        payload,
      });
      expect(asVisitor.statusCode).toBe(403);
    }
  });
});
