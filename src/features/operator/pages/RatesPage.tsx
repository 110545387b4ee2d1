import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/FormTextField';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import type { AuditEntry } from '@/contract/wire/operator';
import type { OperatorRates } from '@/contract/wire/rates';
import { Section, Whole } from '../components/CatalogFields';
import { ConsoleForm } from '../components/ConsoleForm';
import { useConsoleSave } from '../components/useConsoleSave';
import { useGetOperatorRatesQuery, useSaveRatesMutation } from '../rates/ratesApi';
import {
  ratesFormValuesOf,
  ratesOf,
  ratesSchema,
  SET_CURRENCIES,
  type RatesFormValues,
} from '../rates/ratesForm';
import { RATES as T } from '../rates/texts';
import { CONSOLE } from '../texts';

const when = (at: string) => new Date(at).toLocaleString('en-GB');

/** The exchange rates: set them, and see who changed them when. */
export default function RatesPage() {
  usePageTitle(T.title);
  const { data, isError } = useGetOperatorRatesQuery();
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{T.intro}</Typography>
      {isError ? (
        <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />
      ) : !data ? (
        <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />
      ) : (
        <>
          <RatesForm rates={data} />
          <RatesHistory history={data.history} />
        </>
      )}
    </>
  );
}

function RatesForm({ rates }: { rates: OperatorRates }) {
  const [save] = useSaveRatesMutation();
  const submit = useConsoleSave(
    (values: RatesFormValues) => save({ rates: ratesOf(values) }).unwrap(),
    T.failed,
  );
  return (
    <ConsoleForm<RatesFormValues>
      initialValues={ratesFormValuesOf(rates.rates)}
      schema={ratesSchema}
      onSubmit={submit}
      label={T.title}
      saveText={T.save}
    >
      <Section title={T.lastChanged(when(rates.updatedAt), rates.updatedBy)}>
        <Whole>
          <Typography color="text.secondary">{T.base}</Typography>
        </Whole>
        {SET_CURRENCIES.map((currency) => (
          <Grid key={currency} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              name={currency}
              label={T.names[currency]}
              binding={{ withMessage: true }}
              required
              fullWidth
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: {
                  endAdornment: <InputAdornment position="end">{T.perDollar}</InputAdornment>,
                },
              }}
            />
          </Grid>
        ))}
      </Section>
    </ConsoleForm>
  );
}

/** Each change as the audit keeps it: when, who, and each rate before and after. */
function RatesHistory({ history }: { history: AuditEntry[] }) {
  return (
    <Paper component="section" aria-labelledby="rates-history" sx={{ p: 2, mt: 3 }}>
      <Typography id="rates-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        {T.historyTitle}
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">{T.noHistory}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
          {history.map((entry) => (
            <li key={entry.id}>
              <Typography variant="body2">
                {when(entry.at)} · {entry.staffEmail}: {changesOf(entry).join(', ')}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function changesOf(entry: AuditEntry): string[] {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).map((currency) =>
    T.change(currency, before[currency], after[currency]),
  );
}
