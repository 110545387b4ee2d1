import { DESCRIPTION_PREVIEW_LENGTH } from '@/contract/limits';

/** The start of a long text and an ellipsis; a short text stays whole. */
export function previewText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
