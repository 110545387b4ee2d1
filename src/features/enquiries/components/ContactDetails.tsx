import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { OFFICE } from '../contactDetails';
import { enquiryMessages } from '../messages';

const term = { fontWeight: 700, mt: 1.5 } as const;

/** Read by screen readers only (in sx a width of 1 would mean 100%, hence the pixels). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The office's hours (OFFICE.hours, which the documents print), in the page's language. */
const OPENING_HOURS = [
  { days: enquiryMessages.weekdays, time: enquiryMessages.weekdaysTime },
  { days: enquiryMessages.saturday, time: enquiryMessages.saturdayTime },
  { days: enquiryMessages.sundays, time: enquiryMessages.sundaysTime },
];

/** How to reach the operator's office in Kololi besides the form. */
export function ContactDetails() {
  const t = useT();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-office" sx={{ p: 3 }}>
      <Typography id="contact-office" variant="h2" component="h2" sx={{ fontSize: '1.5rem' }}>
        {t(enquiryMessages.office)}
      </Typography>
      <Box component="address" sx={{ fontStyle: 'normal' }}>
        <Typography sx={{ mt: 1 }}>
          {OFFICE.name}
          <br />
          {OFFICE.street}
          <br />
          {OFFICE.area}
          <br />
          {t(enquiryMessages.officeCountry)}
        </Typography>
        <Box component="dl" sx={{ m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
          <Typography component="dt" sx={term}>
            {t(enquiryMessages.phone)}
          </Typography>
          <dd>
            <Link href={`tel:${OFFICE.phone.dial}`}>{OFFICE.phone.shown}</Link>
          </dd>
          <Typography component="dt" sx={term}>
            WhatsApp
          </Typography>
          <dd>
            <Link href={OFFICE.whatsApp.link} target="_blank" rel="noopener noreferrer">
              {OFFICE.whatsApp.shown}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t(enquiryMessages.whatsAppNewTab)}
              </Box>
            </Link>
          </dd>
          <Typography component="dt" sx={term}>
            {t(enquiryMessages.email)}
          </Typography>
          <dd>
            <Link href={`mailto:${OFFICE.email}`}>{OFFICE.email}</Link>
          </dd>
        </Box>
      </Box>
      <OpeningHours />
    </Paper>
  );
}

function OpeningHours() {
  const t = useT();
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.15rem', mt: 2.5 }}>
        {t(enquiryMessages.openingHours)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {OPENING_HOURS.map((line) => (
          <Typography component="li" key={line.days.id} sx={{ py: 0.25 }}>
            <strong>{t(enquiryMessages.daysLabel, { days: t(line.days) })}</strong> {t(line.time)}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(enquiryMessages.timeZone)}
      </Typography>
    </>
  );
}
