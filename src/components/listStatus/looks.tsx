import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ListStatusLook } from './ListStatus';
import { spinner } from './spinner';

const line = (text: string) => (
  <Typography role="status" sx={{ py: 6, textAlign: 'center', fontSize: '1.1rem' }}>
    {text}
  </Typography>
);

/** A page's list: a spinner, then one large quiet line. */
export const lineLook: ListStatusLook = {
  loading: (text) => spinner(text, 8),
  empty: line,
  failed: line,
};

/** Search results: a spinner, then an alert box, red when failed, blue when empty. */
export const noticeLook: ListStatusLook = {
  loading: (text) => spinner(text, 6),
  empty: (text) => <Alert severity="info">{text}</Alert>,
  failed: (text) => <Alert severity="error">{text}</Alert>,
};

/** A list in a profile tab: body text, a failure in a blue box. */
export const plainLook: ListStatusLook = {
  loading: (text) => <Typography role="status">{text}</Typography>,
  empty: (text) => <Typography>{text}</Typography>,
  failed: (text) => <Alert severity="info">{text}</Alert>,
};
