import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { operatorToday } from '@/contract/dates';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { SoonDepartures } from '../scheduling/SoonDepartures';
import { useGetSummaryQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const inDays = (days: number) => operatorToday(new Date(Date.now() + days * 86_400_000));

/** Each count and the filtered list it opens. */
/** The summary's counts (its other parts are lists). */
type Count = 'newBookings' | 'transfersSoon' | 'openEnquiries' | 'reviewsWaiting';

const CARDS: Array<{ key: Count; to: () => string }> = [
  { key: 'newBookings', to: () => `${CONSOLE_PATHS.bookings}?status=pending` },
  {
    key: 'transfersSoon',
    to: () => `${CONSOLE_PATHS.transfers}?from=${inDays(0)}&to=${inDays(2)}&status=Pending`,
  },
  { key: 'openEnquiries', to: () => `${CONSOLE_PATHS.enquiries}?status=open` },
  { key: 'reviewsWaiting', to: () => `${CONSOLE_PATHS.reviews}?status=pending` },
];

/** The console's first page: what needs action now. */
export default function SummaryPage() {
  usePageTitle(CONSOLE.summary.title);
  const { data, isError } = useGetSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {CONSOLE.summary.title}
      </Typography>
      {isError && <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />}
      {!data && !isError && <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />}
      {data && (
        <Grid container spacing={2}>
          {CARDS.map(({ key, to }) => (
            <Grid key={key} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card>
                <CardActionArea component={RouterLink} to={to()} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h3" component="p">
                      {data[key]}
                    </Typography>
                    <Typography>{CONSOLE.summary[key]}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {data?.departuresSoon && <SoonDepartures departures={data.departuresSoon} />}
    </>
  );
}
