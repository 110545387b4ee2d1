import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function GalleryPage() {
  return (
    <PagePlaceholder title="Gallery" line="Pictures from our excursions across West Africa." />
  );
}
