import Typography from '@mui/material/Typography';
import { CRUISE_PARTNERS, CRUISE_SERVICES } from '../../texts/special/cruises';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/** Cruises: the services text and the three cruise-company partners. */
export function CruisesServices() {
  return (
    <>
      <SpecialSection id="cruise-services" title="Our cruise services">
        {CRUISE_SERVICES.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: 760 }}>
            {paragraph}
          </Typography>
        ))}
      </SpecialSection>
      <SpecialSection id="cruise-partners" title="Our cruise partners">
        <StaticEntries entries={CRUISE_PARTNERS} excursionType="Cruises" />
      </SpecialSection>
    </>
  );
}
