// Compiles the website's messages at build time, so that the browser needs no ICU parser (about
// 7 KB gzip): in `defineMessages(scope, { key: 'text' })` and `translations(messages, { key: 'text' })`
// each text with a placeholder, a plural or an escape becomes Lingui's compiled form; a plain text
// stays a string, which the browser's compiler wraps as it is (src/i18n/i18n.ts). The server and
// the tests compile the same texts when first used, with the same function.
const { compileMessage } = require('@lingui/message-utils/compileMessage');

const CALLS = new Set(['defineMessages', 'translations']);

const textOf = (node) => {
  if (node.type === 'StringLiteral') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis[0].value.cooked;
  }
  return undefined;
};

module.exports = function babelPrecompile({ types: t }) {
  return {
    name: 'precompile-messages',
    visitor: {
      CallExpression(path) {
        const callee = path.node.callee;
        if (callee.type !== 'Identifier' || !CALLS.has(callee.name)) return;
        const texts = path.node.arguments[1];
        if (!texts || texts.type !== 'ObjectExpression') return;
        for (const property of texts.properties) {
          if (property.type !== 'ObjectProperty') continue;
          const text = textOf(property.value);
          if (text === undefined) continue;
          const compiled = compileMessage(text);
          const plain = compiled.length === 1 && compiled[0] === text;
          if (!plain) property.value = t.valueToNode(compiled);
        }
      },
    },
  };
};
