import { ROUTES } from '@/config/routes';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { authMessages } from '../messages';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { ForgotPasswordSteps } from '../components/auth/ForgotPasswordSteps';

export default function ForgotPasswordPage() {
  const t = useT();
  return (
    <AuthLayout
      title={t(PAGE_TITLES.forgotPassword)}
      documentTitle={t(PAGE_TITLES.forgotPassword)}
      welcome={t(authMessages.forgotWelcome)}
      welcomeLine={t(authMessages.forgotWelcomeLine)}
      lead={t(authMessages.forgotLead)}
    >
      <ForgotPasswordSteps />
      <AuthLinks
        links={[
          {
            before: t(authMessages.rememberedPassword),
            label: t(authMessages.loginLink),
            to: ROUTES.login,
          },
        ]}
      />
    </AuthLayout>
  );
}
