import type { FormikProps } from 'formik';

/**
 * The props binding a MUI text field to a Formik value. The field turns red once touched and
 * invalid; its sentence shows only when `withMessage` (most rules share one sentence elsewhere).
 */
export function fieldProps<V extends object>(
  formik: FormikProps<V>,
  name: keyof V & string,
  withMessage = false,
) {
  const error = formik.errors[name];
  const shown = Boolean(formik.touched[name] && error);
  return {
    id: name,
    name,
    value: formik.values[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown,
    helperText: withMessage && shown ? String(error) : undefined,
  };
}
