import { transformSync } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createI18n, defineMessages, translate, translations } from '@/i18n';
import { renderMessage } from '@/i18n/render';

const seats = defineMessages('test', {
  left: '{count, plural, =0 {Sold out} one {# seat left} other {# seats left}}',
  greeting: "It''s {name}'s day",
  plain: 'Your cart is empty',
});
const french = translations(seats, {
  left: '{count, plural, =0 {Complet} one {# place restante} other {# places restantes}}',
  greeting: 'C’est le jour de {name}',
  plain: 'Votre panier est vide',
});

describe('messages', () => {
  const english = createI18n('en');
  const francais = createI18n('fr', french);

  it('speaks English from the messages themselves, with the language’s plurals and numbers', () => {
    expect(translate(english, seats.plain)).toBe('Your cart is empty');
    expect(translate(english, seats.left, { count: 0 })).toBe('Sold out');
    expect(translate(english, seats.left, { count: 1 })).toBe('1 seat left');
    expect(translate(english, seats.left, { count: 1250 })).toBe('1,250 seats left');
    expect(translate(english, seats.greeting, { name: 'Awa' })).toBe("It's Awa's day");
  });

  it('speaks French from the catalogue: 1 is singular, and numbers are written the French way', () => {
    expect(translate(francais, seats.plain)).toBe('Votre panier est vide');
    expect(translate(francais, seats.left, { count: 1 })).toBe('1 place restante');
    expect(translate(francais, seats.left, { count: 1250 })).toBe('1\u202f250 places restantes');
    expect(translate(francais, seats.greeting, { name: 'Awa' })).toBe('C’est le jour de Awa');
  });

  it('falls back to English for a message the catalogue lacks', () => {
    expect(translate(createI18n('fr', {}), seats.plain)).toBe('Your cart is empty');
  });

  it('renders selects and missing values as Lingui does', () => {
    const render = (text: string, values: Record<string, string | number>) =>
      renderMessage(compileMessage(text), values, 'en');
    expect(render('{kind, select, group {A group} other {Someone}}', { kind: 'group' })).toBe(
      'A group',
    );
    expect(render('{kind, select, group {A group} other {Someone}}', { kind: 'x' })).toBe(
      'Someone',
    );
    expect(render('Hello {name}!', {})).toBe('Hello !');
  });

  it('is compiled by the build where a message has placeholders, and left as text where not', () => {
    const source = `defineMessages('x', { a: 'Plain text', b: '{n, plural, one {# day} other {# days}}' });`;
    const output = transformSync(source, {
      babelrc: false,
      configFile: false,
      plugins: [require.resolve('../../scripts/i18n/babelPrecompile.cjs')],
    })!.code!;
    expect(output).toContain("a: 'Plain text'");
    expect(output).toContain('b: [["n", "plural", {');
    // The browser's compiler only wraps plain text: a compiled message renders the same there.
    const compiled = compileMessage('{n, plural, one {# day} other {# days}}');
    expect(renderMessage(compiled, { n: 2 }, 'en')).toBe('2 days');
  });
});
