/**
 * What a visitor typed into the server's page before the website ran (decision 036). The page
 * paints, with its forms, before its scripts arrive; React then hydrates each field with the
 * value its form holds (empty) and the typed text would be gone. It is kept here, field by field,
 * and given back once the page has hydrated, as input the field's own handler takes.
 */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

const TEXT_TYPES = new Set(['text', 'email', 'tel', 'search', 'url', 'password', 'number']);

const isTextField = (field: unknown): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement && TEXT_TYPES.has(field.type));

function remember(event: Event) {
  if (isTextField(event.target)) typed.set(event.target, event.target.value);
}

/** Before hydrating: notes what was typed so far, and goes on noting until the page is ready. */
export function keepTypedValues(container: HTMLElement) {
  for (const field of container.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  document.addEventListener('input', remember, true);
}

/**
 * Once the page has hydrated: each field that lost its text gets it back through an input event,
 * so its form takes it as if typed now. Nothing is kept after that.
 */
export function giveBackTypedValues() {
  document.removeEventListener('input', remember, true);
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React notes a field's value through the element's own setter and calls the field's change
    // handler only for a value it has not noted: note an empty one (the form's, which React puts
    // back on its next render), then show the typed text past that note, and say it was input.
    field.value = '';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  typed.clear();
}
