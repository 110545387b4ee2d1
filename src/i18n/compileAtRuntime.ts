import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { compileMessagesWith } from './i18n';

const compiled = new Map<string, CompiledMessage>();

/**
 * Imported by the server's render and mails, and by the tests: they run the sources as written,
 * without the build's compiled messages, and compile each text once, when first used.
 */
compileMessagesWith((text) => {
  let message = compiled.get(text);
  if (!message) {
    message = compileMessage(text);
    compiled.set(text, message);
  }
  return message;
});
