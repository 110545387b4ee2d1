import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { CONSOLE } from '../texts';

interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  /** The sentence shown when the text does not pass `check`. */
  problem: string;
  check?: (text: string) => boolean;
  /** The confirm button's words; "Confirm" unless told. */
  confirmLabel?: string;
  multiline?: boolean;
  inputMode?: 'decimal' | 'text';
  onClose: () => void;
  /** True when the change was made: the dialog then closes. */
  onConfirm: (text: string) => Promise<boolean>;
}

/** Asks for one text before a change: a price, a reason, a reply. Sent once per click. */
export function TextDialog(props: TextDialogProps) {
  const { open, title, label, problem, check = (t) => t.trim() !== '', onClose, onConfirm } = props;
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const invalid = tried && !check(text);
  const confirm = useSubmitOnce(async () => {
    setTried(true);
    if (!check(text)) return;
    if (await onConfirm(text.trim())) {
      setText('');
      setTried(false);
      onClose();
    }
  }, undefined);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid}
          helperText={invalid ? problem : undefined}
          multiline={props.multiline}
          minRows={props.multiline ? 4 : undefined}
          slotProps={{ htmlInput: { inputMode: props.inputMode ?? 'text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{CONSOLE.dialog.close}</Button>
        <Button variant="contained" onClick={() => void confirm()}>
          {props.confirmLabel ?? CONSOLE.dialog.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
