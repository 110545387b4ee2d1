import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffExcursion } from '@/contract/wire/operatorCatalog';
import { CatalogEditPage } from '../components/CatalogEditFrame';
import { StatusChip } from '../components/StatusChip';
import { ExcursionPartsNav } from '../scheduling/ExcursionPartsNav';
import { PricingEditor } from '../scheduling/PricingEditor';
import { ScheduleEditor } from '../scheduling/ScheduleEditor';
import { useGetStaffExcursionQuery } from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const EDITORS = { pricing: PricingEditor, schedule: ScheduleEditor } as const;

/** A stored excursion's prices or schedule (/operator/excursions/:id/pricing, …/schedule). */
function ExcursionPartPage({ part }: { part: keyof typeof EDITORS }) {
  const Editor = EDITORS[part];
  return (
    <CatalogEditPage<StaffExcursion>
      useRecord={useGetStaffExcursionQuery}
      newTitle={CONSOLE.excursions.newTitle}
    >
      {(excursion) =>
        excursion && (
          <Stack spacing={3}>
            <Link component={RouterLink} to={CONSOLE_PATHS.excursions}>
              ← {CONSOLE.excursions.back}
            </Link>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              useFlexGap
            >
              <Typography component="h1" variant="h4">
                {excursion.name}
              </Typography>
              <StatusChip status={excursion.published ? 'published' : 'draft'} />
            </Stack>
            <ExcursionPartsNav excursionId={excursion.id} />
            <Editor excursionId={excursion.id} />
          </Stack>
        )
      }
    </CatalogEditPage>
  );
}

export const ExcursionPricingPage = () => <ExcursionPartPage part="pricing" />;
export const ExcursionSchedulePage = () => <ExcursionPartPage part="schedule" />;
