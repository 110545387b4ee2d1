import { fieldErrors, firstProblem, trimmed } from '@server/lib/validation';
import { isEmailAddress } from '@/contract/email';

describe('isEmailAddress', () => {
  it.each(['kwame.mensah@example.com', 'Awa.Jallow+tours@mail.example.gm', 'a@b.co'])(
    'accepts %s',
    (address) => expect(isEmailAddress(address)).toBe(true),
  );

  it.each([
    'kwame at example.com',
    'mariama.example.com',
    'ama@localhost',
    'ama@example..com',
    'Ama <ama@example.com>',
    'ama@example.com, lamin@example.com',
    ' ama@example.com',
    '',
  ])('refuses %j', (address) => expect(isEmailAddress(address)).toBe(false));
});

describe('form helpers', () => {
  it('trims text and turns a missing field into an empty one', () => {
    expect(trimmed('  Banjul ')).toBe('Banjul');
    expect(trimmed(undefined)).toBe('');
  });

  it('keeps the fields that have a problem, in order, and names the first', () => {
    const errors = fieldErrors({ name: false, email: 'Bad e-mail', message: 'Empty' });
    expect(errors).toEqual({ email: ['Bad e-mail'], message: ['Empty'] });
    expect(firstProblem(errors)).toBe('Bad e-mail');
  });
});
