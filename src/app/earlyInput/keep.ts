import { SUBMIT_HELD } from '@/contract/pages';
import { isCheckable, laterPartOf, RUNNING, typed, type Field } from './fields';

/*
 * The page paints, with its forms, before its scripts arrive (decision 036), and the review
 * forms hydrate after their page. React hydrates each field with the value its form holds
 * (empty), so what the visitor typed or ticked before is noted here, field by field, and given
 * back once the field's form runs (./giveBack.ts). A form sent in that time was held by the
 * page's loader (`SUBMIT_HELD`) and is sent then (decision 039).
 */

/** Inputs that hold nothing a visitor types, ticks or picks (a date, a time, a number do). */
const NOT_FIELDS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

const isField = (element: unknown): element is Field =>
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLInputElement && !NOT_FIELDS.has(element.type));

let pageRunning = false;
let givingBack: Promise<typeof import('./giveBack')> | undefined;

/** The code that gives back, asked for as soon as there is something to give back. */
const loadGivingBack = () => (givingBack ??= import('./giveBack'));

/** True while no code of its form has taken the field over. */
function awaitingItsCode(field: Field): boolean {
  if (!pageRunning) return true;
  const part = laterPartOf(field);
  return part !== null && !part.hasAttribute(RUNNING);
}

function remember(field: Field) {
  void loadGivingBack();
  // Last changed, last given back: of a radio group's ticks, the visitor's last one stands.
  typed.delete(field);
  typed.set(field, isCheckable(field) ? field.checked : field.value);
}

function changedFromServersPage(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

function onInput(event: Event) {
  if (isField(event.target) && awaitingItsCode(event.target)) remember(event.target);
}

const anyFormHeld = () => document.querySelector(`form[${SUBMIT_HELD}]`) !== null;

/** Before hydrating: notes what was typed so far, and goes on noting it until each form runs. */
export function keepTypedValues(container: HTMLElement) {
  for (const field of container.querySelectorAll('input, textarea, select')) {
    if (isField(field) && changedFromServersPage(field)) remember(field);
  }
  if (anyFormHeld()) void loadGivingBack();
  // Lists, boxes and radios say `input` too, before their `change`.
  document.addEventListener('input', onInput, true);
}

/**
 * Once the page has hydrated: the fields outside the parts that hydrate later get back what the
 * visitor typed, and a form the visitor sent is sent now.
 */
export function giveBackTypedValues() {
  pageRunning = true;
  if (typed.size === 0 && !anyFormHeld()) return;
  void loadGivingBack().then((module) => module.giveBackToThePage());
}
