import { useParams } from 'react-router-dom';
import { useT } from '@/i18n';
import { CountryDetails } from '../components/special/CountryDetails';
import { parseDetailsRecord } from '../components/special/detailsRecord';
import { FriendlyNotice } from '../components/special/FriendlyNotice';
import { specialMessages } from '../components/special/messages';

/** /special-excursion-details/{record}: a country record carried as URL-encoded JSON. */
export default function SpecialExcursionDetailsPage() {
  const t = useT();
  const { record: segment } = useParams();
  const record = parseDetailsRecord(segment);
  if (!record) {
    return (
      <FriendlyNotice
        title={t(specialMessages.brokenTitle)}
        message={t(specialMessages.brokenLine)}
      />
    );
  }
  return <CountryDetails key={segment} record={record} />;
}
