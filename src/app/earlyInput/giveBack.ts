import { SUBMIT_HELD } from '@/contract/pages';
import { isCheckable, laterPartOf, typed, type Field, type FieldState } from './fields';

/** The element's own setter, which React notes, then the prototype's, which it does not. */
function setPastReactsNote(
  field: HTMLInputElement | HTMLTextAreaElement,
  property: 'value' | 'checked',
  wanted: FieldState,
) {
  (field as unknown as Record<string, unknown>)[property] = property === 'value' ? '' : !wanted;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, wanted);
}

/**
 * React calls a field's change handler only for a value it has not noted: note the other one
 * (React puts the form's back on its next render anyway), show the visitor's past that note, and
 * say it was input (a click for a box, which is what React listens to there; a plain event, so
 * the box does not toggle again). A list's choice React takes from its change event alone.
 */
function giveBack(field: Field, wanted: FieldState) {
  if (field instanceof HTMLSelectElement) {
    field.value = String(wanted);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (typeof wanted === 'boolean') {
    if (!isCheckable(field) || (field.type === 'radio' && !wanted)) return;
    setPastReactsNote(field, 'checked', wanted);
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  setPastReactsNote(field, 'value', wanted);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function giveBackWithin(within: (field: Field) => boolean) {
  for (const [field, wanted] of typed) {
    if (!within(field)) continue;
    typed.delete(field);
    if (field.isConnected) giveBack(field, wanted);
  }
}

function sendHeldForms(forms: Iterable<Element>) {
  for (const form of forms) {
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute(SUBMIT_HELD)) continue;
    form.removeAttribute(SUBMIT_HELD);
    form.requestSubmit();
  }
}

/**
 * Out of the effect that calls it: each field's input then reaches its form as a visitor's
 * would, one event at a time with React rendering between, so a handler that reads the values
 * of its render (the phone field's) sees the fields given back before it.
 */
const afterThisRender = (work: () => void) => void setTimeout(work, 0);

/** The page has hydrated: its fields and forms, but those of the parts that hydrate later. */
export function giveBackToThePage() {
  afterThisRender(() => {
    giveBackWithin((field) => laterPartOf(field) === null);
    sendHeldForms(
      [...document.querySelectorAll(`form[${SUBMIT_HELD}]`)].filter(
        (form) => laterPartOf(form) === null,
      ),
    );
  });
}

/** A part that hydrates later runs: its own fields and forms. */
export function giveBackToThePart(part: Element) {
  afterThisRender(() => {
    giveBackWithin((field) => part.contains(field));
    sendHeldForms([part, ...part.querySelectorAll('form')]);
  });
}
