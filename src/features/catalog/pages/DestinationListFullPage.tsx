import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function DestinationListFullPage() {
  return (
    <PagePlaceholder
      title="All Destinations"
      line="A mosaic of our destinations across West Africa."
    />
  );
}
