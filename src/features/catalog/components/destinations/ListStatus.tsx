import Typography from '@mui/material/Typography';

/** One friendly line in place of a list that failed or came back empty. */
export function ListStatus({ line }: { line: string }) {
  return (
    <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>
      {line}
    </Typography>
  );
}
