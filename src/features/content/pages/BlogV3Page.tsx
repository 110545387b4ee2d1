import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BlogV3Page() {
  return <PagePlaceholder title="Blog" line="Stories and travel notes from West Africa." />;
}
