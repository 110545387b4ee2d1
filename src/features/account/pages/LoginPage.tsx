import { ROUTES } from '@/config/routes';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { LoginForm } from '../components/auth/LoginForm';

export default function LoginPage() {
  return (
    <AuthLayout
      title="Login"
      documentTitle="Login"
      welcome="Welcome back"
      welcomeLine="Sign in to book excursions and transfers across West Africa."
      lead="Sign in with the e-mail address and password of your account."
    >
      <LoginForm />
      <AuthLinks
        links={[
          { label: 'Forgot password?', to: ROUTES.forgotPassword },
          { before: "Don't have an account?", label: 'Sign up', to: ROUTES.signup },
          { label: 'Back to home', to: ROUTES.home },
        ]}
      />
    </AuthLayout>
  );
}
