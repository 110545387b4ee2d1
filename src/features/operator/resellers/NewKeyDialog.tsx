import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useToast } from '@/components/toast';
import type { CreatedReseller } from '@/contract/wire/resellers';
import { RESELLERS as T } from './texts';

/** The new key, shown this once, with a copy button and the warning that it will not come back. */
export function NewKeyDialog({
  created,
  onClose,
}: {
  created: CreatedReseller | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created!.apiKey);
      toast.success(T.copied);
    } catch {
      toast.error(T.copyFailed);
    }
  };
  return (
    <Dialog open={created !== null} aria-labelledby="new-key-title">
      {created && (
        <>
          <DialogTitle id="new-key-title">{T.keyTitle(created.name)}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {T.keyWarning}
            </Alert>
            <Typography
              component="code"
              data-testid="new-api-key"
              sx={{ display: 'block', wordBreak: 'break-all', fontFamily: 'monospace', p: 1 }}
            >
              {created.apiKey}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button onClick={copy}>{T.copy}</Button>
            <Button variant="contained" onClick={onClose}>
              {T.done}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
