import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@server/db/client';
import { users } from '@server/db/schema';
import type { Account, SignUpRequest } from '@/contract/wire/account';
import type { Locale } from '@/i18n';

/** An account as stored, with its password hash and verification time. */
export type StoredAccount = typeof users.$inferSelect;

/** What a visitor gives at sign-up, besides the password and the terms box. */
export type AccountDetails = Omit<SignUpRequest, 'password' | 'agreeTerms'>;

/** E-mail addresses are compared without regard to case, as the unique index does. */
export async function findAccountByEmail(
  db: Executor,
  email: string,
): Promise<StoredAccount | undefined> {
  const [account] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return account;
}

/** Creates an unverified account; undefined when the address already has one. */
export async function createAccount(
  tx: Executor,
  details: AccountDetails,
  passwordHash: string,
  locale: Locale = 'en',
  now = new Date(),
): Promise<StoredAccount | undefined> {
  const [account] = await tx
    .insert(users)
    .values({ ...details, passwordHash, agreedTermsAt: now, locale })
    .onConflictDoNothing()
    .returning();
  return account;
}

/** Keeps the first verification time. */
const verifiedSince = (now: Date) =>
  sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`;

export async function markEmailVerified(db: Executor, userId: number, now = new Date()) {
  await db
    .update(users)
    .set({ emailVerifiedAt: verifiedSince(now) })
    .where(eq(users.id, userId));
}

/** A reset code reached the mailbox, so it proves the address as a verification code would. */
export async function changePassword(
  db: Executor,
  userId: number,
  passwordHash: string,
  now = new Date(),
) {
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: verifiedSince(now) })
    .where(eq(users.id, userId));
}

export async function readAccount(db: Executor, userId: number): Promise<Account | undefined> {
  const [account] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return (
    account && {
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      userId: account.id,
      mobileNumber: account.mobileNumber,
      countryCode: account.countryCode,
      country: account.country,
      isWhatsAppUser: account.isWhatsAppUser,
      newsLetterSubscription: account.newsLetterSubscription,
    }
  );
}

export interface Traveller {
  email: string;
  name: string;
}

/** The name and e-mail of an account: bookings and mails use these, never the request's. */
export async function travellerOf(db: Executor, userId: number): Promise<Traveller> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  // A live session always has its user: sessions are deleted with the account.
  if (!user) throw new Error(`no account ${userId} behind a live session`);
  return { email: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}
