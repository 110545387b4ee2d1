import { hash, verify } from '@node-rs/argon2';

/**
 * Hashing of passwords and one-time codes: argon2id with the parameters OWASP recommends (19 MiB, 2 passes, 1 lane). The algorithm is the
 * library's default, argon2id; its `Algorithm` enum is a const enum that isolated modules cannot
 * import, and the tests check that stored hashes start with `$argon2id$`.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

/** False for a wrong secret and for a hash that cannot be read. */
export async function verifySecret(secretHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(secretHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one verification against a hash nobody owns, so that an unknown e-mail address costs as
 * long as a known one and the answer time does not tell which addresses have an account.
 */
export async function spendVerification(secret: string): Promise<void> {
  dummyHash ??= hashSecret('no account has this password');
  await verifySecret(await dummyHash, secret);
}
