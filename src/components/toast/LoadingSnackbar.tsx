import { forwardRef } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import { SnackbarContent, type CustomContentProps } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    loading: true;
  }
}

/** The 'loading' toast: a spinner and the message, shown until it is dismissed. */
export const LoadingSnackbar = forwardRef<HTMLDivElement, CustomContentProps>(
  function LoadingSnackbar({ message, style, className }, ref) {
    return (
      <SnackbarContent ref={ref} role="status" style={style} className={className}>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 12,
            padding: '6px 16px',
            minHeight: 48,
            borderRadius: 12,
            color: '#ffffff',
            background: '#1f2a5c',
            boxShadow: '0 3px 8px rgba(0, 0, 0, 0.25)',
          }}
        >
          <CircularProgress size={18} color="inherit" />
          <span>{message}</span>
        </div>
      </SnackbarContent>
    );
  },
);
