import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The number of excursions in the cart over the cart's icon (99+ above 99), zero included: a
 * plain span in the look of MUI's Badge, whose hiding, overlap and animation the header never
 * used, and whose code the first page no longer loads.
 */
export function CartCount({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          transform: 'translate(50%, -50%)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          boxSizing: 'border-box',
          minWidth: 20,
          height: 20,
          px: '6px',
          borderRadius: '10px',
          fontSize: '0.75rem',
          fontWeight: 500,
          lineHeight: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
    </Box>
  );
}
