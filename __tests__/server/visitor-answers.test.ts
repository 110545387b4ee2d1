import { frenchAnswer, keepSentencesOf } from '@server/i18n/visitorAnswers';
import { VISITOR_ANSWERS_FRENCH } from '@server/i18n/visitorAnswers.fr';

/** Arguments for each visitor answer with values; a new one must be added here. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  signInPaused: [90],
  signInAddressPaused: [40],
  signInEmailPaused: [900],
  unknownExcursions: [[7, 9]],
  unpricedUnits: [['child', 'infant']],
  tooFewPeople: [2],
  tooManyPeople: [15],
  onlyLeft: [1],
};

const sentencesWithValues = VISITOR_ANSWERS_FRENCH.flatMap(({ english, french }) =>
  Object.entries(english)
    .filter(([, text]) => typeof text === 'function')
    .map(([key, text]) => ({
      key,
      english: text as (...args: unknown[]) => string,
      french: french[key] as (...args: unknown[]) => string,
    })),
);

/** What a French page is answered when a request makes `make()`'s English sentence. */
const answeredInFrench = (make: () => string) =>
  new Promise<string>((resolve) => keepSentencesOf(() => resolve(frenchAnswer(make()))));

describe('a visitor answer with values, on a French page', () => {
  it('has sample arguments here for every such sentence', () => {
    expect(sentencesWithValues.map(({ key }) => key).sort()).toEqual(
      Object.keys(SAMPLE_ARGUMENTS).sort(),
    );
  });

  it.each(sentencesWithValues)(
    '$key is answered in French, made from the same values',
    async ({ key, english, french }) => {
      const args = SAMPLE_ARGUMENTS[key];
      expect(await answeredInFrench(() => english(...args))).toBe(french(...args));
      expect(french(...args)).not.toBe(english(...args));
    },
  );

  it('stays English outside the request that made it', async () => {
    const made = await new Promise<string>((resolve) =>
      keepSentencesOf(() => resolve(sentencesWithValues[0].english(90))),
    );
    expect(await answeredInFrench(() => 'another request')).toBe('another request');
    expect(frenchAnswer(made)).toBe(made);
  });
});
