import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** The global preloader: a spinner over the page while `open`. */
export function Preloader({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: theme.palette.secondary.main })}
    >
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}
