import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CONSOLE } from '../texts';

interface MoneyDialogProps<Values extends FormikValues> {
  title: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  saveText: string;
  onClose: () => void;
  /** The submit of `useConsoleSave`. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown>;
  children: ReactNode;
}

/** A payment or refund form in a dialog, checked when a field is left and on save. */
export function MoneyDialog<Values extends FormikValues>(props: MoneyDialogProps<Values>) {
  const { title, initialValues, schema, saveText, onClose, onSubmit, children } = props;
  const titleId = `money-dialog-${saveText.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik<Values>
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange={false}
        onSubmit={onSubmit}
      >
        {(form) => (
          <Box component="form" noValidate onSubmit={form.handleSubmit} aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {children}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{CONSOLE.dialog.close}</Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {saveText}
              </Button>
            </DialogActions>
          </Box>
        )}
      </Formik>
    </Dialog>
  );
}
