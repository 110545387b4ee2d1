import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import { useGetSpecialInterestQuery } from '../../catalogApi';
import { studentsRecord } from './detailsRecord';
import { CountryEntryCard } from './CountryEntryCard';
import { CardColumns } from '../CardColumns';
import { specialMessages } from './messages';

/** The Students programme, one entry per country, as the server lists it. */
export function StudentsEntries() {
  const t = useT();
  const { data, isLoading, isError } = useGetSpecialInterestQuery();
  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t(specialMessages.loadingStudents)} />
      </Box>
    );
  }
  if (isError || !data)
    return <Alert severity="error">{t(CATALOG_MESSAGES.specialExcursionsFailed)}</Alert>;
  if (data.length === 0) return <Typography>{t(CATALOG_MESSAGES.noData)}</Typography>;
  return (
    <CardColumns>
      {data.map((country) => (
        <CountryEntryCard
          key={country.countryName}
          title={country.countryName}
          countryName={country.countryName}
          description={country.description}
          image={country.excursions[0]?.coverImageUrl}
          highlights={country.excursions.map((excursion) => excursion.name)}
          record={studentsRecord(country)}
        />
      ))}
    </CardColumns>
  );
}
