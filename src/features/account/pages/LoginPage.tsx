import { ROUTES } from '@/config/routes';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { authMessages } from '../messages';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { LoginForm } from '../components/auth/LoginForm';

export default function LoginPage() {
  const t = useT();
  return (
    <AuthLayout
      title={t(PAGE_TITLES.login)}
      documentTitle={t(PAGE_TITLES.login)}
      welcome={t(authMessages.loginWelcome)}
      welcomeLine={t(authMessages.loginWelcomeLine)}
      lead={t(authMessages.loginLead)}
    >
      <LoginForm />
      <AuthLinks
        links={[
          { label: t(authMessages.forgotPasswordLink), to: ROUTES.forgotPassword },
          {
            before: t(authMessages.noAccount),
            label: t(authMessages.signUpLink),
            to: ROUTES.signup,
          },
          { label: t(authMessages.backToHome), to: ROUTES.home },
        ]}
      />
    </AuthLayout>
  );
}
