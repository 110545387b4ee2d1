import type { ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface ConsoleFormProps<Values extends FormikValues> {
  /** The stored record's values; the form follows them when the record is saved or reloaded. */
  initialValues: Values;
  schema: AnyObjectSchema;
  /** The submit of `useConsoleSave`. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown> | void;
  /** The form's accessible name. */
  label: string;
  saveText: string;
  children: ReactNode;
}

/**
 * A console form and its Save button, disabled while the form is sent. A long form: each field
 * is checked when left and all at once on Save, not on every key.
 */
export function ConsoleForm<Values extends FormikValues>({
  initialValues,
  schema,
  onSubmit,
  label,
  saveText,
  children,
}: ConsoleFormProps<Values>) {
  return (
    <Formik<Values>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={onSubmit}
    >
      {(form) => (
        <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={label}>
          {children}
          <Box sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {saveText}
            </Button>
          </Box>
        </Box>
      )}
    </Formik>
  );
}
