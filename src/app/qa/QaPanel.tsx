import { useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BugReportIcon from '@mui/icons-material/BugReport';
import { useToast } from '../../components/toast';
import { actionLogOf } from '../actionLog/actionLog';
import { useAppStore } from '../hooks';
import { loadLogInPage } from './loadLogInPage';

function download(json: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(json, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/**
 * The QA panel (`?qa=1`): download the page's redacted action log, or load a log and replay its
 * client state (cart, session, search, profile tab, last viewed excursion) in the page. A replayed
 * session carries the log's '[redacted]' token: the header shows a signed-in visitor, and the first
 * authenticated call is answered 401, which ends that session as any refused token does.
 */
export default function QaPanel() {
  const store = useAppStore();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  const downloadLog = () => {
    const log = actionLogOf(store);
    if (!log) return toast.error('This page keeps no action log.');
    const file = log.exportLog();
    download(file, `action-log-${fileStamp(new Date())}.json`);
    toast.success(`Downloaded ${file.actions.length} actions.`);
  };

  const loadLog = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ''; // the same file can be loaded again
    if (!file) return;
    try {
      const count = await loadLogInPage(store, await file.text());
      toast.success(`Replayed ${count} ${count === 1 ? 'action' : 'actions'} from ${file.name}.`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The log could not be replayed.');
    }
  };

  return (
    <Box
      component="aside"
      aria-label="QA tools"
      onKeyDown={onKeyDown}
      sx={{
        position: 'fixed',
        left: 8,
        bottom: 8,
        zIndex: 'speedDial',
        maxWidth: 'calc(100vw - 16px)',
        // The panel opens above its button, and comes after it in the tab order.
        display: 'flex',
        flexDirection: 'column-reverse',
        alignItems: 'flex-start',
        gap: 1,
      }}
    >
      <Button
        ref={toggle}
        variant="contained"
        color="secondary"
        size="small"
        startIcon={<BugReportIcon />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        QA
      </Button>
      {open && (
        <Paper id={panelId} elevation={6} sx={{ p: 1.5, width: 220, maxWidth: '100%' }}>
          <Typography component="h2" variant="subtitle2" gutterBottom>
            QA action log
          </Typography>
          <Stack spacing={1}>
            <Button variant="contained" size="small" onClick={downloadLog}>
              Download log
            </Button>
            <Button variant="outlined" size="small" onClick={() => fileInput.current?.click()}>
              Load log
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              aria-label="Action log file"
              hidden
              onChange={loadLog}
            />
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
