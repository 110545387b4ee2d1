import {
  PASSWORD_CHECKLIST,
  PASSWORD_MAX_LENGTH,
  isValidPassword,
} from '../../src/contract/password';

describe('the password rule (docs/product.md, The rules)', () => {
  it.each(['Banjul2024!', 'aA1@aaaa', 'ZZzz99$$', 'Kunta&Kinteh1?', `Aa1!${'x'.repeat(124)}`])(
    'accepts %s',
    (password) => {
      expect(isValidPassword(password)).toBe(true);
    },
  );

  it.each([
    ['seven characters', 'aA1@aaa'],
    ['no uppercase letter', 'banjul2024!'],
    ['no lowercase letter', 'BANJUL2024!'],
    ['no digit', 'Banjul!!!!'],
    ['no special character', 'Banjul2024'],
    ['a space', 'Banjul 2024!'],
    ['a special character outside the list', 'Banjul2024#'],
    ['a letter with an accent', 'Bañjul2024!'],
    ['a line break', 'Banjul2024!\n'],
    ['more than the maximum length', `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`],
    ['nothing', ''],
  ])('refuses a password with %s', (_case, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('has the four checklist lines of the sign-up form', () => {
    const checklist = (password: string) =>
      Object.fromEntries(PASSWORD_CHECKLIST.map((check) => [check.id, check.test(password)]));
    expect(PASSWORD_CHECKLIST.map((check) => check.id)).toEqual([
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
    expect(checklist('abc')).toEqual({
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(checklist('A1%')).toEqual({
      uppercase: true,
      lowercase: false,
      number: true,
      special: true,
    });
  });
});
