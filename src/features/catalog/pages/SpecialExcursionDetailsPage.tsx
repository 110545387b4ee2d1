import { useParams } from 'react-router-dom';
import { CountryDetails } from '../components/special/CountryDetails';
import { parseDetailsRecord } from '../components/special/detailsRecord';
import { FriendlyNotice } from '../components/special/FriendlyNotice';

/** /special-excursion-details/{record}: a country record carried as URL-encoded JSON. */
export default function SpecialExcursionDetailsPage() {
  const { record: segment } = useParams();
  const record = parseDetailsRecord(segment);
  if (!record) {
    return (
      <FriendlyNotice
        title="We could not open this excursion"
        message="The link to this special excursion is incomplete or damaged. Please pick the country again from our special excursions."
      />
    );
  }
  return <CountryDetails key={segment} record={record} />;
}
