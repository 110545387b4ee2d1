import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ComingSoonPage() {
  return <PagePlaceholder title="Coming Soon" line="Something new is on its way." />;
}
