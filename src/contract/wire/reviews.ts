import { Type, type Static } from '@sinclair/typebox';
import { DESTINATION_REVIEW_RATING, EXCURSION_REVIEW_RATING, TEXT_LIMITS } from '@/contract/limits';

/**
 * Reviews of an excursion (`POST review/`) and of a destination (`POST review/create`); both are
 * answered with a `MessageAnswer`, the thanks a visitor reads.
 */

const RowId = (description: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, description });

/** Numeric text such as "4": the tour page sends its rating as the radio button's value. */
type NumericText = `${number}`;

/** The tour page checks nothing, so every field but the excursion may be left out. */
export const ExcursionReviewRequest = Type.Object({
  name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name })),
  message: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.message, description: 'Required' })),
  rating: Type.Optional(
    Type.Unsafe<number | NumericText>(
      Type.Union(
        [
          Type.Integer({
            minimum: EXCURSION_REVIEW_RATING.min,
            maximum: EXCURSION_REVIEW_RATING.max,
          }),
          Type.String({
            pattern: `^[${EXCURSION_REVIEW_RATING.min}-${EXCURSION_REVIEW_RATING.max}]$`,
          }),
        ],
        {
          description: `Stars, ${EXCURSION_REVIEW_RATING.default} when left out; a number or numeric text such as "4"`,
        },
      ),
    ),
  ),
  reviewFor: RowId('The excursion reviewed'),
});
export type ExcursionReviewRequest = Static<typeof ExcursionReviewRequest>;

/** Missing texts are answered with the server's own sentence, so they are optional here. */
export const DestinationReviewRequest = Type.Object({
  reviewForId: RowId('The destination reviewed'),
  name: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.name, description: 'Required' })),
  email: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.email, description: 'Required' })),
  message: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.message, description: 'Required' })),
  rating: Type.Integer({
    minimum: DESTINATION_REVIEW_RATING.min,
    maximum: DESTINATION_REVIEW_RATING.max,
    description: 'Stars, 0 to 5',
  }),
});
export type DestinationReviewRequest = Static<typeof DestinationReviewRequest>;
