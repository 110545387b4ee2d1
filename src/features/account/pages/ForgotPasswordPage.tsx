import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ForgotPasswordPage() {
  return (
    <PagePlaceholder
      title="Forgot Password"
      line="We will send you a code to reset your password."
    />
  );
}
