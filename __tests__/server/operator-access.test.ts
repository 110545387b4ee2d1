import { useTestApp } from './support/testApp';
import { signedInStaff } from './support/staff';
import { bearer, createTraveller } from './support/travelFixtures';
import { revokeAllStaffSessions } from '@server/services/staff/sessions';
import { staff } from '@server/db/schema';
import { eq } from 'drizzle-orm';

const test_ = useTestApp();

describe('who reaches the operator API', () => {
  // Any authenticated operator call does: the summary is the console's first call.
  const summary = (headers: Record<string, string> = {}) =>
    test_.app.inject({ method: 'GET', url: '/api/operator/summary', headers });

  it('refuses a caller without a token with 401', async () => {
    const answer = await summary();
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ success: false });
  });

  it("refuses a visitor's token with 403", async () => {
    const traveller = await createTraveller(test_.database.db, {
      firstName: 'Fatou',
      lastName: 'Ceesay',
    });
    const answer = await summary(bearer(traveller.token));
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toMatch(/staff only/);
  });

  it('lets a member of staff in, and no longer once removed', async () => {
    const member = await signedInStaff(test_.database.db);
    expect((await summary(bearer(member.token))).statusCode).toBe(200);

    await test_.database.db
      .update(staff)
      .set({ removedAt: new Date() })
      .where(eq(staff.id, member.id));
    expect((await summary(bearer(member.token))).statusCode).toBe(401);
  });

  it('refuses a revoked staff token with 401', async () => {
    const member = await signedInStaff(test_.database.db);
    await revokeAllStaffSessions(test_.database.db, member.id);
    expect((await summary(bearer(member.token))).statusCode).toBe(401);
  });
});
