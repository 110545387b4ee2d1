import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function DestinationListPage() {
  return (
    <PagePlaceholder
      title="Destinations"
      line="The countries of West Africa we travel in, with their highlights."
    />
  );
}
