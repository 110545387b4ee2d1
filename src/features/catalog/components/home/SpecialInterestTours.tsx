import { ListStatus } from '@/components/listStatus/ListStatus';
import { panelLook } from '@/components/listStatus/panelLook';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import { HOME_RANDOM_PACKAGES } from '@/contract/limits';
import { CATALOG_MESSAGES } from '@/contract/catalogMessages';
import { useT } from '@/i18n';
import { catalogMessages } from '../../messages';
import type { CountryProgramme, Excursion } from '@/contract/wire/catalog';
import { useGetSpecialInterestQuery } from '../../catalogApi';
import { ExcursionCard } from '../ExcursionCard';
import { CardGrid, CardPlaceholders } from './CardGrid';
import { HomeSection } from './HomeSection';
import { homeMessages } from './messages';
import { pickRandom } from './pickRandom';

/** Every excursion of the special-interest records, each once. */
function packagesOf(records: readonly CountryProgramme[]): Excursion[] {
  const byId = new Map<number, Excursion>();
  for (const record of records) {
    for (const excursion of record.excursions) byId.set(excursion.id, excursion);
  }
  return [...byId.values()];
}

/** The draw of the server's page, which the browser hydrates before drawing its own. */
const SERVER_PAGE_SEED = 1;

/**
 * The seed of this visit's draw: the server's page and its hydration must show the same cards (a
 * page kept for every visitor could not carry a draw of its own anyway), then the browser draws.
 */
function useVisitSeed() {
  const [seed, setSeed] = useState(SERVER_PAGE_SEED);
  useEffect(() => {
    startTransition(() => setSeed(Math.floor(Math.random() * 2 ** 32)));
  }, []);
  return seed;
}

/**
 * Three random packages of the special-interest programmes (docs/product.md, Pages and Constants), drawn once
 * per visit of the page. A failure shows 'Offers failed to load' once as a toast and in the block.
 */
export function SpecialInterestTours() {
  const t = useT();
  const { data, isError } = useGetSpecialInterestQuery();
  const seed = useVisitSeed();
  const packages = useMemo(
    () => (data ? pickRandom(packagesOf(data), HOME_RANDOM_PACKAGES, seed) : undefined),
    [data, seed],
  );
  useFailureToast(isError);

  return (
    <HomeSection
      id="special-interest"
      title={t(homeMessages.specialInterestTitle)}
      lead={t(homeMessages.specialInterestLead)}
      tinted
    >
      <Packages packages={packages} failed={isError} />
      <Box sx={{ mt: 3 }}>
        <Link component={RouterLink} to={ROUTES.specialExcursions} sx={{ fontWeight: 700 }}>
          {t(catalogMessages.allSpecialExcursions)}
        </Link>
      </Box>
    </HomeSection>
  );
}

function useFailureToast(failed: boolean) {
  const t = useT();
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!failed || shown.current) return;
    shown.current = true;
    toast.error(t(CATALOG_MESSAGES.offersFailed));
  }, [failed, toast, t]);
}

function Packages({ packages, failed }: { packages?: Excursion[]; failed: boolean }) {
  const t = useT();
  if (failed)
    return <ListStatus state="failed" text={t(CATALOG_MESSAGES.offersFailed)} look={panelLook} />;
  if (!packages) {
    return (
      <CardGrid busy>
        <CardPlaceholders count={HOME_RANDOM_PACKAGES} />
      </CardGrid>
    );
  }
  if (packages.length === 0)
    return <ListStatus state="empty" text={t(CATALOG_MESSAGES.noData)} look={panelLook} />;
  return (
    <CardGrid>
      {packages.map((excursion) => (
        <Box component="li" key={excursion.id}>
          <ExcursionCard excursion={excursion} tag={t(homeMessages.specialInterestTag)} />
        </Box>
      ))}
    </CardGrid>
  );
}
