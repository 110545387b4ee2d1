import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BlogPage() {
  return <PagePlaceholder title="Blog" line="Stories and travel notes from West Africa." />;
}
