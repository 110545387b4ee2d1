import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function TourDetailsPage() {
  return (
    <PagePlaceholder
      title="Tour Details"
      line="The gallery, description, inclusions, map and reviews of an excursion."
    />
  );
}
