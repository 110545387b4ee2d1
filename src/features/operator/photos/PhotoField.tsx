import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useField } from 'formik';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ClearIcon from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { FormTextField } from '@/components/form/FormTextField';
import { StoredImage } from '@/components/StoredImage';
import { PHOTO_UPLOAD } from '@/contract/catalogLimits';
import { useUploadPhotoMutation } from '../operatorApi';
import { CONSOLE } from '../texts';
import { holdUpload } from './photoUploads';
import type { PhotoValue } from './photoValues';

const T = CONSOLE.photos;
const ACCEPT = PHOTO_UPLOAD.types.join(',');
const STORED_PATH = /^\/home\/images\/[A-Za-z0-9/_.-]+$/;

/** A file on its way: its progress, or why it was not taken. */
interface Sending {
  key: number;
  name: string;
  /** 0 to 1; null while it waits for the one before it. */
  progress: number | null;
  problem?: string;
}

/** The device's own check, before a byte is sent; the server checks again. */
function problemOf(file: File): string | undefined {
  if (!(PHOTO_UPLOAD.types as readonly string[]).includes(file.type)) return T.wrongType;
  if (file.size > PHOTO_UPLOAD.maxBytes) return T.tooLarge;
  return undefined;
}

/**
 * A record's photos (a Formik list of `PhotoValue`): upload several at once, chosen or dropped
 * (a phone offers its camera and its pictures), each with its progress; the first is the cover;
 * reorder, remove, and an alt text for each. Uploads go one after another.
 */
export function PhotoField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<PhotoValue[]>(name);
  const [upload] = useUploadPhotoMutation();
  const [sending, setSending] = useState<Sending[]>([]);
  const [dragging, setDragging] = useState(false);
  const [byPath, setByPath] = useState('');
  const [pathProblem, setPathProblem] = useState<string>();
  // Uploads finish after renders: each adds to the newest list, never to the one it started with.
  const latest = useRef(field.value);
  useEffect(() => {
    latest.current = field.value;
  }, [field.value]);
  const queue = useRef(Promise.resolve());
  const counter = useRef(0);
  const photos = field.value;

  const change = (next: PhotoValue[]) => {
    latest.current = next;
    void helpers.setValue(next);
  };
  const update = (key: number, patch: Partial<Sending>) =>
    setSending((all) => all.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const send = async (file: File, key: number) => {
    update(key, { progress: 0 });
    try {
      const held = holdUpload({ file, onProgress: (progress) => update(key, { progress }) });
      const answer = await upload(held).unwrap();
      change([...latest.current, { path: answer.data.path, alt: '' }]);
      setSending((all) => all.filter((item) => item.key !== key));
    } catch (error) {
      update(key, { problem: serverMessage(error, T.failed), progress: null });
    }
  };

  const take = (files: FileList | File[]) => {
    for (const file of Array.from(files)) {
      counter.current += 1;
      const key = counter.current;
      const problem = problemOf(file);
      setSending((all) => [...all, { key, name: file.name, progress: null, problem }]);
      if (!problem) queue.current = queue.current.then(() => send(file, key));
    }
  };

  const move = (from: number, to: number) => {
    const next = [...photos];
    const [photo] = next.splice(from, 1);
    next.splice(to, 0, photo);
    change(next);
  };

  const addByPath = () => {
    const path = byPath.trim();
    if (!STORED_PATH.test(path)) {
      setPathProblem(T.badPath);
      return;
    }
    if (!photos.some((photo) => photo.path === path)) change([...photos, { path, alt: '' }]);
    setByPath('');
    setPathProblem(undefined);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (event.dataTransfer.files.length > 0) take(event.dataTransfer.files);
  };

  const problem = meta.touched || meta.error ? listProblem(meta.error) : undefined;

  return (
    <Stack spacing={2} component="section" aria-label={label}>
      <Typography variant="subtitle1" component="h3">
        {label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="photo-drop"
        sx={{
          p: 2,
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'grey.400',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          {T.drop}
        </Typography>
        <Button variant="outlined" component="label">
          {T.pick}
          <input
            hidden
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(event) => {
              if (event.target.files) take(event.target.files);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>

      {sending.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {sending.map((item) => (
            <li key={item.key}>
              <Typography variant="body2">{item.name}</Typography>
              {item.problem ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <FormHelperText error sx={{ m: 0 }}>
                    {item.problem}
                  </FormHelperText>
                  <Button
                    size="small"
                    onClick={() => setSending((all) => all.filter((x) => x.key !== item.key))}
                  >
                    {T.dismiss}
                  </Button>
                </Stack>
              ) : item.progress === null ? (
                <Typography variant="caption">{T.waiting}</Typography>
              ) : (
                <LinearProgress
                  variant="determinate"
                  value={Math.round(item.progress * 100)}
                  aria-label={T.uploading(item.name)}
                />
              )}
            </li>
          ))}
        </Stack>
      )}

      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
        }}
      >
        {photos.map((photo, index) => {
          const n = index + 1;
          return (
            <Paper
              component="li"
              key={photo.path}
              variant="outlined"
              aria-label={T.picture(n, photos.length)}
              sx={{ p: 1 }}
            >
              <Box sx={{ position: 'relative' }}>
                <StoredImage path={photo.path} alt="" ratio={4 / 3} sizes="240px" rounded />
                {index === 0 && (
                  <Chip
                    label={T.cover}
                    color="secondary"
                    size="small"
                    sx={{ position: 'absolute', top: 8, left: 8 }}
                  />
                )}
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', my: 1 }}>
                <IconButton
                  aria-label={T.earlier(n)}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowBackIcon />
                </IconButton>
                <IconButton
                  aria-label={T.later(n)}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowForwardIcon />
                </IconButton>
                {index > 0 && (
                  <Button size="small" onClick={() => move(index, 0)}>
                    {T.makeCover}
                  </Button>
                )}
                <IconButton
                  aria-label={T.remove(n)}
                  onClick={() => change(photos.filter((_, i) => i !== index))}
                  sx={{ ml: 'auto' }}
                >
                  <ClearIcon />
                </IconButton>
              </Stack>
              <FormTextField
                name={`${name}.${index}.alt`}
                label={T.alt(n)}
                binding={{ withMessage: true, timing: 'always' }}
                helperText={index === 0 ? T.altHint : undefined}
                size="small"
                fullWidth
                multiline
              />
            </Paper>
          );
        })}
      </Box>
      {problem && <FormHelperText error>{problem}</FormHelperText>}

      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={T.byPath}
          value={byPath}
          onChange={(event) => setByPath(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addByPath();
            }
          }}
          error={Boolean(pathProblem)}
          helperText={pathProblem}
          size="small"
          fullWidth
        />
        <Button
          variant="outlined"
          onClick={addByPath}
          sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
        >
          {T.add}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The list's own problem (none at least, too many); a photo's alt text shows under its field. */
function listProblem(error: unknown): string | undefined {
  return typeof error === 'string' ? error : undefined;
}
