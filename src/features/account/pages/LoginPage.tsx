import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function LoginPage() {
  return <PagePlaceholder title="Login" line="Sign in to book excursions and transfers." />;
}
