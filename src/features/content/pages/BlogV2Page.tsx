import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BlogV2Page() {
  return <PagePlaceholder title="Blog" line="Stories and travel notes from West Africa." />;
}
