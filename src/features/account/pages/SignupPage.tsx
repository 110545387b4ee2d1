import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function SignupPage() {
  return (
    <PagePlaceholder title="Sign Up" line="Create an account to book excursions and transfers." />
  );
}
