import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * How the status is drawn. `line`: one large quiet line on a page; `panel`: a block's line on
 * a light panel, red when it failed; `notice`: an alert box, red when failed, blue when empty;
 * `plain`: body text in a tab (a loading line instead of a spinner, a failure in a blue box).
 */
export type ListStatusLook = 'line' | 'panel' | 'notice' | 'plain';

interface ListStatusProps {
  /** A list on its way (a spinner named by `text`), found empty, or failed. */
  state: 'loading' | 'empty' | 'failed';
  text: string;
  look?: ListStatusLook;
  /** Space above and below a spinner, in theme units. */
  spinnerSpace?: number;
}

const PANEL_SX = {
  py: 4,
  px: 3,
  borderRadius: '12px',
  bgcolor: 'background.paper',
  fontWeight: 700,
  textAlign: 'center',
} as const;

/** What shows in place of a list that is loading, came back empty, or failed. */
export function ListStatus({ state, text, look = 'line', spinnerSpace = 8 }: ListStatusProps) {
  const failed = state === 'failed';
  if (look === 'plain') return <PlainStatus state={state} text={text} />;
  if (state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: spinnerSpace }}>
        <CircularProgress aria-label={text} />
      </Box>
    );
  }
  if (look === 'notice') return <Alert severity={failed ? 'error' : 'info'}>{text}</Alert>;
  if (look === 'panel') {
    return (
      <Typography
        role={failed ? 'alert' : 'status'}
        sx={{ ...PANEL_SX, color: failed ? 'error.main' : 'text.secondary' }}
      >
        {text}
      </Typography>
    );
  }
  return (
    <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>
      {text}
    </Typography>
  );
}

function PlainStatus({ state, text }: Pick<ListStatusProps, 'state' | 'text'>) {
  if (state === 'loading') return <Typography role="status">{text}</Typography>;
  if (state === 'failed') return <Alert severity="info">{text}</Alert>;
  return <Typography>{text}</Typography>;
}
