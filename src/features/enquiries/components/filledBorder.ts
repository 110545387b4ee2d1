import type { SxProps, Theme } from '@mui/material/styles';

/** docs/product.md, The rules: a contact field with a value gets a green border. */
export const FILLED_CLASS = 'enquiry-field-filled';

export const filledBorderSx: SxProps<Theme> = {
  [`&.${FILLED_CLASS} .MuiOutlinedInput-notchedOutline`]: { borderColor: 'success.main' },
};
