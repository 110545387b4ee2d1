import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BlogDetailsPage() {
  return <PagePlaceholder title="Blog Details" line="A story from our travel notes." />;
}
