import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function SpecialExcursionDetailsPage() {
  return (
    <PagePlaceholder
      title="Special Excursion Details"
      line="The excursions available in this country for the programme."
    />
  );
}
