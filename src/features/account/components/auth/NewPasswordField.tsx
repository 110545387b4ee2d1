import type { FormikProps } from 'formik';
import { isValidPassword } from '@/contract/password';
import { fieldProps } from '@/components/form/fieldProps';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';

interface NewPasswordFieldProps<V extends object> {
  formik: FormikProps<V>;
  name: keyof V & string;
  label: string;
  /** Shown under the field while the password breaks the rule (docs/product.md, The rules). */
  ruleMessage: string;
}

/** A new password with its show/hide toggle and, while typing, the live red/green checklist. */
export function NewPasswordField<V extends object>({
  formik,
  name,
  label,
  ruleMessage,
}: NewPasswordFieldProps<V>) {
  const t = useT();
  const password = String(formik.values[name] ?? '');
  const typing = password !== '';
  const breaksRule = typing && !isValidPassword(password);
  return (
    <div>
      <PasswordField
        {...fieldProps(formik, name)}
        label={label}
        autoComplete="new-password"
        required
        fullWidth
        error={breaksRule}
        helperText={breaksRule ? ruleMessage : t(authMessages.passwordHint)}
      />
      {typing && <PasswordChecklist id={`${name}-checklist`} password={password} />}
    </div>
  );
}
