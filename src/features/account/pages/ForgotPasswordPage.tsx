import { ROUTES } from '@/config/routes';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { ForgotPasswordSteps } from '../components/auth/ForgotPasswordSteps';

export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot Password"
      documentTitle="Forgot Password"
      welcome="Back on the road in a minute"
      welcomeLine="We will e-mail you a code to choose a new password."
      lead="Enter the e-mail address of your account; we will send you a verification code."
    >
      <ForgotPasswordSteps />
      <AuthLinks
        links={[{ before: 'Remembered your password?', label: 'Login', to: ROUTES.login }]}
      />
    </AuthLayout>
  );
}
