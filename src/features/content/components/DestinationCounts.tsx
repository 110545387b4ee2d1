import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/routes';
import type { Destination } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { faqMessages } from '../messages';
import { useGetDestinationsQuery, useGetExcursionsQuery } from '../../catalog';

/** One excursion per page is enough: the answer's totalCount is the destination's count. */
function ExcursionCount({ destination }: { destination: Destination }) {
  const { data } = useGetExcursionsQuery({
    destinationId: destination.id,
    pageIndex: 1,
    pageSize: 1,
  });
  const count = data?.totalCount;
  const t = useT();
  return (
    <ListItem disableGutters sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Link component={RouterLink} to={paths.destinationDetails(destination.id)}>
        {destination.name}
      </Link>
      {count !== undefined && (
        <Chip size="small" label={t(faqMessages.excursionCount, { count })} />
      )}
    </ListItem>
  );
}

/** The FAQ's sidebar: every destination with its number of excursions. */
export function DestinationCounts() {
  const { data: destinations = [] } = useGetDestinationsQuery();
  const t = useT();
  return (
    <Paper component="aside" aria-labelledby="faq-destinations" variant="outlined" sx={{ p: 2.5 }}>
      <Typography id="faq-destinations" variant="h6" component="h2" gutterBottom>
        {t(faqMessages.destinations)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(faqMessages.destinationsLead)}
      </Typography>
      <List dense>
        {destinations.map((destination) => (
          <ExcursionCount key={destination.id} destination={destination} />
        ))}
      </List>
    </Paper>
  );
}
