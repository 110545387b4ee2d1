import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  CountryProgrammes,
  Excursion,
  ExcursionType,
  SpecialPage,
} from '@/contract/wire/catalog';
import type { Envelope, Paged } from '@/contract/wire/envelope';
import type { PublicReview } from '@/contract/wire/operator';
import { SPECIAL_PAGES } from './specialPages';

export const API = 'http://localhost/api';
export const TRANSPORT_API = 'http://localhost/transport-api';

/** Answers for the calls every page may make; tests add their own with server.use(). */
export const defaultHandlers = [
  http.get(`${API}/excursionstype`, () =>
    HttpResponse.json({
      success: true,
      data: [{ id: 1, name: 'Students' }],
    } satisfies Envelope<ExcursionType[]>),
  ),
  http.get(`${API}/destination`, () => HttpResponse.json({ success: true, data: [] })),
  http.get(`${API}/excursions/allexcursion`, () =>
    HttpResponse.json({
      success: true,
      data: { results: [], pageIndex: 1, pageSize: 20, totalCount: 0, totalPages: 0 },
    } satisfies Envelope<Paged<Excursion>>),
  ),
  http.get(`${API}/excursions/specialinterest`, () =>
    HttpResponse.json({
      success: true,
      data: { results: [] },
    } satisfies Envelope<CountryProgrammes>),
  ),
  http.get(`${API}/excursions/specialinterest/:category`, ({ params }) => {
    const page = SPECIAL_PAGES[String(params.category)];
    if (!page) return HttpResponse.json({ success: false, message: 'Unknown' }, { status: 400 });
    return HttpResponse.json({ success: true, data: page } satisfies Envelope<SpecialPage>);
  }),
  http.get(`${API}/review/:kind/:id`, () =>
    HttpResponse.json({ success: true, data: [] } satisfies Envelope<PublicReview[]>),
  ),
  // The console's bookings filter by who sold them: no reseller unless a test adds one.
  http.get(`${API}/operator/resellers`, () => HttpResponse.json({ success: true, data: [] })),
];

export const server = setupServer(...defaultHandlers);
