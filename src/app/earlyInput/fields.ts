/**
 * What a visitor did in the server's page before the website's code took it over (decision
 * 039), shared by the part of the website that notes it (./keep.ts, in every page's code) and
 * the part that gives it back (./giveBack.ts, loaded only when there is something to give back).
 */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's text, or whether a box or a choice was ticked. */
export type FieldState = string | boolean;

/** What each field held when the visitor last changed it, until its form takes it back. */
export const typed = new Map<Field, FieldState>();

/** A part of the page that hydrates after it; marked RUNNING once its code runs. */
export const HYDRATES_LATER = 'data-hydrates-later';
export const RUNNING = 'data-running';

export const laterPartOf = (element: Element) => element.closest(`[${HYDRATES_LATER}]`);

const CHECKABLE_TYPES = new Set(['checkbox', 'radio']);

export const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && CHECKABLE_TYPES.has(field.type);
