import { eq } from 'drizzle-orm';
import {
  auditLog,
  enquiries,
  enquiryReplies,
  excursionReviews,
  mailQueue,
} from '@server/db/schema';
import { MODERATION_MESSAGES } from '@/contract/serverMessages';
import type { PublicReview, StaffEnquiry, StaffReview } from '@/contract/wire/operator';
import { useTestApp } from './support/testApp';
import { mailsTo } from './support/mails';
import { signedInStaff } from './support/staff';
import { bearer, createExcursions, createTraveller, rowCount } from './support/travelFixtures';

const test_ = useTestApp({ SEED_DEMO_CONTENT: 'false' });
const db = () => test_.app.db;
let staffToken: string;
let excursionId: number;
let destinationId: number;
let senders = 0;

beforeAll(async () => {
  staffToken = (await signedInStaff(db(), 'kaddy@staff.example.com', 'Kaddy Sonko')).token;
  const created = await createExcursions(db(), ['Kunta Kinteh Island']);
  [excursionId] = created.excursionIds;
  destinationId = created.destinationId;
});

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = staffToken) =>
  test_.app.inject({ method, url: `/api/operator${url}`, payload, headers: bearer(token) });
const visitorPost = (url: string, payload: object) =>
  test_.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload,
    remoteAddress: `10.9.0.${(senders++ % 250) + 1}`,
  });

async function newEnquiry(message = 'Can we visit Kunta Kinteh Island with 12 students in March?') {
  senders += 1;
  const email = `teacher${senders}@school.example.com`;
  const answer = await visitorPost('/enquiry', {
    firstName: 'Aji',
    lastName: 'Fye',
    email,
    message,
  });
  expect(answer.statusCode).toBe(201);
  const [row] = await db().select().from(enquiries).where(eq(enquiries.email, email));
  return row;
}

describe('the enquiries inbox', () => {
  it('lists new enquiries as open, newest first', async () => {
    await newEnquiry();
    const latest = await newEnquiry();
    const page = (await staffCall('GET', '/enquiries?status=open')).json().data;
    const first = page.results[0] as StaffEnquiry;
    expect(first).toMatchObject({
      id: latest.id,
      status: 'open',
      email: latest.email,
      replies: [],
    });
  });

  it('replies: kept with the enquiry, mailed to the sender with the question, marked answered', async () => {
    const enquiry = await newEnquiry();
    const answer = await staffCall('POST', `/enquiries/${enquiry.id}/reply`, {
      message: 'Yes: March is a good month. A group rate applies from 10 students.',
    });
    expect(answer.json()).toEqual({ success: true, message: MODERATION_MESSAGES.replied });
    const [mail] = await mailsTo(db(), enquiry.email);
    expect(mail.textBody).toContain('A group rate applies from 10 students.');
    expect(mail.textBody).toContain('Kaddy Sonko');
    expect(mail.textBody).toContain('> Can we visit Kunta Kinteh Island');

    const listed = (await staffCall('GET', '/enquiries?status=answered')).json().data
      .results as StaffEnquiry[];
    const shown = listed.find((e) => e.id === enquiry.id);
    expect(shown?.replies).toEqual([
      expect.objectContaining({
        staffName: 'Kaddy Sonko',
        message: expect.stringContaining('March'),
      }),
    ]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'enquiry.reply'));
    expect(audit).toMatchObject({ staffEmail: 'kaddy@staff.example.com', subjectId: enquiry.id });
  });

  it('closes, and a closed enquiry cannot be answered or closed again (409, nothing changes)', async () => {
    const enquiry = await newEnquiry();
    expect((await staffCall('POST', `/enquiries/${enquiry.id}/close`)).statusCode).toBe(200);
    const before = await Promise.all([
      rowCount(db(), enquiryReplies),
      rowCount(db(), mailQueue),
      rowCount(db(), auditLog),
    ]);
    const reply = await staffCall('POST', `/enquiries/${enquiry.id}/reply`, { message: 'Late' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(MODERATION_MESSAGES.enquiryClosed);
    expect((await staffCall('POST', `/enquiries/${enquiry.id}/close`)).statusCode).toBe(409);
    const after = await Promise.all([
      rowCount(db(), enquiryReplies),
      rowCount(db(), mailQueue),
      rowCount(db(), auditLog),
    ]);
    expect(after).toEqual(before);
  });

  it('refuses an empty reply (400) and an unknown enquiry (404)', async () => {
    const enquiry = await newEnquiry();
    expect(
      (await staffCall('POST', `/enquiries/${enquiry.id}/reply`, { message: '  ' })).statusCode,
    ).toBe(400);
    expect((await staffCall('POST', '/enquiries/999999/reply', { message: 'Hi' })).statusCode).toBe(
      404,
    );
  });
});

describe('review moderation', () => {
  async function newExcursionReview(message: string) {
    const answer = await visitorPost('/review/', {
      name: 'Ida',
      message,
      rating: 4,
      reviewFor: excursionId,
    });
    expect(answer.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(excursionReviews)
      .where(eq(excursionReviews.message, message));
    return row;
  }
  const publicList = async (kind: string, id: number) => {
    const answer = await test_.app.inject({ method: 'GET', url: `/api/review/${kind}/${id}` });
    return { status: answer.statusCode, reviews: answer.json().data as PublicReview[] };
  };

  it('keeps a new review off the public page until approved, then shows it newest first', async () => {
    const older = await newExcursionReview('The boat trip was wonderful.');
    const newer = await newExcursionReview('Our guide knew every bird.');
    expect((await publicList('excursion', excursionId)).reviews).toEqual([]);

    expect((await staffCall('POST', `/reviews/excursion/${older.id}/approve`)).statusCode).toBe(
      200,
    );
    expect((await staffCall('POST', `/reviews/excursion/${newer.id}/approve`)).statusCode).toBe(
      200,
    );
    const { reviews } = await publicList('excursion', excursionId);
    expect(reviews.map((r) => r.message)).toEqual([
      'Our guide knew every bird.',
      'The boat trip was wonderful.',
    ]);
    expect(reviews[0]).toEqual({
      name: 'Ida',
      rating: 4,
      message: 'Our guide knew every bird.',
      createAt: expect.any(String),
    });

    expect((await staffCall('POST', `/reviews/excursion/${newer.id}/reject`)).statusCode).toBe(200);
    expect((await publicList('excursion', excursionId)).reviews).toHaveLength(1);
  });

  it('lets a cache keep the public list, and shows a moderation on the next request', async () => {
    const review = await newExcursionReview('We saw the chimpanzees at dawn.');
    const url = `/api/review/excursion/${excursionId}`;
    const before = await test_.app.inject({ method: 'GET', url });
    expect(before.headers['cache-control']).toMatch(/^public, /);
    const unchanged = await test_.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(unchanged.statusCode).toBe(304);

    await staffCall('POST', `/reviews/excursion/${review.id}/approve`);
    const after = await test_.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const messages = (after.json().data as PublicReview[]).map((r) => r.message);
    expect(messages).toContain('We saw the chimpanzees at dawn.');

    await staffCall('POST', `/reviews/excursion/${review.id}/reject`);
    const rejected = (await publicList('excursion', excursionId)).reviews.map((r) => r.message);
    expect(rejected).not.toContain('We saw the chimpanzees at dawn.');
  });

  it('lists both kinds with what they are about, filtered by status and kind', async () => {
    const answer = await visitorPost('/review/create', {
      reviewForId: destinationId,
      name: 'Omar',
      email: 'omar@example.com',
      message: 'Friendly people everywhere.',
      rating: 5,
    });
    expect(answer.statusCode).toBe(201);
    await newExcursionReview('Lovely sunset.');
    const pending = (await staffCall('GET', '/reviews?status=pending')).json().data;
    const kinds = (pending.results as StaffReview[]).map((r) => r.kind);
    expect(kinds).toEqual(expect.arrayContaining(['excursion', 'destination']));
    const destination = (pending.results as StaffReview[]).find((r) => r.kind === 'destination');
    expect(destination).toMatchObject({ email: 'omar@example.com', subjectId: destinationId });
    expect(pending.totalCount).toBe(pending.results.length);

    const onlyDestinations = (await staffCall('GET', '/reviews?kind=destination')).json().data;
    expect((onlyDestinations.results as StaffReview[]).every((r) => r.kind === 'destination')).toBe(
      true,
    );

    await staffCall('POST', `/reviews/destination/${destination!.id}/approve`);
    const listed = await publicList('destination', destinationId);
    expect(listed.reviews.map((r) => r.message)).toEqual(['Friendly people everywhere.']);
  });

  it('refuses deciding the same twice (409), an unknown review (404) and an unknown kind (400)', async () => {
    const review = await newExcursionReview('Great food.');
    await staffCall('POST', `/reviews/excursion/${review.id}/approve`);
    const before = await rowCount(db(), auditLog);
    expect((await staffCall('POST', `/reviews/excursion/${review.id}/approve`)).statusCode).toBe(
      409,
    );
    expect(await rowCount(db(), auditLog)).toBe(before);
    expect((await staffCall('POST', '/reviews/excursion/999999/approve')).statusCode).toBe(404);
    expect((await staffCall('POST', `/reviews/blog/${review.id}/approve`)).statusCode).toBe(400);
  });

  it('answers 404 for the public list of an unknown excursion', async () => {
    expect((await publicList('excursion', 999999)).status).toBe(404);
  });
});

describe('who may', () => {
  it('answers 401 without a token and 403 with a visitor token', async () => {
    const visitor = await createTraveller(db(), { firstName: 'Yusupha', lastName: 'Camara' });
    for (const url of ['/enquiries', '/reviews', '/audit']) {
      const none = await test_.app.inject({ method: 'GET', url: `/api/operator${url}` });
      expect(none.statusCode).toBe(401);
      expect((await staffCall('GET', url, undefined, visitor.token)).statusCode).toBe(403);
    }
  });
});

describe('the audit', () => {
  it('lists staff changes newest first', async () => {
    const enquiry = await newEnquiry();
    await staffCall('POST', `/enquiries/${enquiry.id}/close`);
    const audit = (await staffCall('GET', '/audit?pageSize=5')).json().data;
    expect(audit.results[0]).toMatchObject({
      action: 'enquiry.close',
      staffEmail: 'kaddy@staff.example.com',
      subjectKind: 'enquiry',
      subjectId: enquiry.id,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });
});
