import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function DestinationDetailsPage() {
  return (
    <PagePlaceholder
      title="Destination Details"
      line="What to see, what to know and the tours of this destination."
    />
  );
}
