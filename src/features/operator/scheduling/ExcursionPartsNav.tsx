import { NavLink, useLocation } from 'react-router-dom';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { CONSOLE_PATHS } from '../paths';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.tabs;

/** A stored excursion's pages: its details, its prices and its schedule. */
export function ExcursionPartsNav({ excursionId }: { excursionId: number }) {
  const { pathname } = useLocation();
  const parts = [
    [T.details, CONSOLE_PATHS.excursion(excursionId)],
    [T.pricing, CONSOLE_PATHS.excursionPricing(excursionId)],
    [T.schedule, CONSOLE_PATHS.excursionSchedule(excursionId)],
  ] as const;
  const current = parts.find(([, path]) => path === pathname)?.[1] ?? false;
  return (
    <Tabs
      component="nav"
      aria-label={T.label}
      value={current}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {parts.map(([label, path]) => (
        <Tab key={path} value={path} label={label} component={NavLink} to={path} end />
      ))}
    </Tabs>
  );
}
