import { Type, type Static } from '@sinclair/typebox';

/**
 * Resellers and channel managers that sell departures through OCTO (`/api/octo/`, decision 060),
 * each with its own API key, managed by staff under /api/operator/resellers.
 */

export const RESELLER_NAME_MAX_LENGTH = 120;

const Timestamp = () => Type.String({ format: 'date-time' });

export const CreateResellerRequest = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: RESELLER_NAME_MAX_LENGTH,
    description: 'Who sells, as staff will recognise it: "GetYourGuide", "Hotel Kairaba desk"',
  }),
});
export type CreateResellerRequest = Static<typeof CreateResellerRequest>;

export const Reseller = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  createdAt: Timestamp(),
  createdBy: Type.Union([Type.String(), Type.Null()], {
    description: "The staff member's e-mail; null once they are removed",
  }),
  revokedAt: Type.Union([Timestamp(), Type.Null()]),
});
export type Reseller = Static<typeof Reseller>;

export const CreatedReseller = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  apiKey: Type.String({
    description: 'The key, shown this once: only its SHA-256 is kept. Sent as `Bearer <key>`.',
  }),
});
export type CreatedReseller = Static<typeof CreatedReseller>;
