import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { Excursion } from '@/contract/wire/catalog';
import { Envelope, Paged } from '@/contract/wire/envelope';

/**
 * The envelope and page schemas are functions, so the website reads the generic interfaces
 * beside them; these checks fail to compile if the two drift apart.
 */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(proof: Same<A, B>) => proof;

const Text = Type.String();

describe('the envelope and page schemas and their TypeScript interfaces', () => {
  it('describe the same shapes', () => {
    expect(same<Static<ReturnType<typeof Envelope<typeof Text>>>, Envelope<string>>(true)).toBe(
      true,
    );
    expect(same<Static<ReturnType<typeof Paged<typeof Text>>>, Paged<string>>(true)).toBe(true);
    expect(
      same<
        Static<ReturnType<typeof Envelope<ReturnType<typeof Paged<typeof Excursion>>>>>,
        Envelope<Paged<Excursion>>
      >(true),
    ).toBe(true);
  });

  it('accept what the interfaces allow and refuse a failure', () => {
    const page: Envelope<Paged<string>> = {
      success: true,
      data: { results: ['a'], pageIndex: 1, pageSize: 20, totalCount: 1, totalPages: 1 },
    };
    expect(Value.Check(Envelope(Paged(Text)), page)).toBe(true);
    expect(Value.Check(Envelope(Text), { success: false, data: 'a' })).toBe(false);
  });
});
