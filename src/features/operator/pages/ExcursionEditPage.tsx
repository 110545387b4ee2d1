import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { paths } from '@/contract/pages';
import type { StaffExcursion } from '@/contract/wire/operatorCatalog';
import { useGetDestinationsQuery, useGetExcursionTypesQuery } from '@/features/catalog';
import {
  excursionInputOf,
  excursionSchema,
  formValuesOf,
  NEW_EXCURSION,
  type ExcursionFormValues,
} from '../excursions/excursionForm';
import { StatusChip } from '../components/StatusChip';
import { useStaffAction } from '../components/useStaffAction';
import {
  useGetStaffExcursionQuery,
  usePublishExcursionMutation,
  useSaveExcursionMutation,
} from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { PhotoField } from '../photos/PhotoField';
import { CONSOLE } from '../texts';

const T = CONSOLE.excursions;
const F = T.fields;

/** A new excursion (/operator/excursions/new) or an existing one, with publish and unpublish. */
export default function ExcursionEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const known = id !== undefined && Number.isInteger(id);
  const { data, isError } = useGetStaffExcursionQuery(id ?? 0, { skip: !known });
  usePageTitle(data?.name ?? T.newTitle);
  if (id !== undefined && (!known || isError)) {
    return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  }
  if (known && !data)
    return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <ExcursionEditor excursion={data} />;
}

function ExcursionEditor({ excursion }: { excursion?: StaffExcursion }) {
  const [save] = useSaveExcursionMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const submit = useSubmitOnce(
    async (_key, values: ExcursionFormValues, helpers: FormikHelpers<ExcursionFormValues>) => {
      try {
        const answer = await save({
          id: excursion?.id,
          excursion: excursionInputOf(values),
        }).unwrap();
        if (answer.message) toast.success(answer.message);
        if (!excursion) navigate(CONSOLE_PATHS.excursion(answer.data.id), { replace: true });
      } catch (error) {
        toast.error(serverMessage(error, T.failed));
        const fields = (error as { data?: { errors?: Record<string, string[]> } }).data?.errors;
        for (const [field, [problem]] of Object.entries(fields ?? {})) {
          helpers.setFieldError(field, problem);
        }
      }
    },
    undefined,
  );

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={CONSOLE_PATHS.excursions}>
        ← {T.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4">
          {excursion?.name ?? T.newTitle}
        </Typography>
        {excursion && <StatusChip status={excursion.published ? 'published' : 'draft'} />}
      </Stack>
      {excursion && <PublishButtons excursion={excursion} />}
      <Formik<ExcursionFormValues>
        initialValues={excursion ? formValuesOf(excursion) : NEW_EXCURSION}
        enableReinitialize
        validationSchema={excursionSchema}
        // A long form: each field is checked when left and all at once on Save, not per key.
        validateOnChange={false}
        onSubmit={(values, helpers) => submit(values, helpers)}
      >
        {(form) => (
          <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
            <ExcursionFields />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={form.isSubmitting}
              sx={{ mt: 3 }}
            >
              {T.save}
            </Button>
          </Box>
        )}
      </Formik>
    </Stack>
  );
}

function PublishButtons({ excursion }: { excursion: StaffExcursion }) {
  const [publish] = usePublishExcursionMutation();
  const act = useStaffAction();
  const { id, published } = excursion;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button
        variant={published ? 'outlined' : 'contained'}
        color={published ? 'error' : 'primary'}
        onClick={() => void act(() => publish({ id, published: !published }))}
      >
        {published ? T.unpublish : T.publish}
      </Button>
      {published && (
        <Link href={paths.tourDetails(id)} target="_blank" rel="noopener">
          {T.publicPage}
        </Link>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" sx={{ p: 2, mb: 2, border: 0 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ clear: 'both' }}>
        {children}
      </Grid>
    </Paper>
  );
}

type FieldName = keyof typeof F;

/** A field on half a row from the small screens up, the whole row on a phone. */
function Half({ children }: { children: ReactNode }) {
  return <Grid size={{ xs: 12, sm: 6 }}>{children}</Grid>;
}

interface FieldProps {
  name: FieldName;
  /** Half a row (the default) or the whole row. */
  whole?: boolean;
  required?: boolean;
  /** A number: the phone offers its number keys. */
  number?: boolean;
  lines?: number;
}

/** One text or number field of the form, labelled from the console's words. */
function Field({ name, whole, required = true, number, lines }: FieldProps) {
  return (
    <Grid size={whole ? 12 : { xs: 12, sm: 6 }}>
      <FormTextField
        name={name}
        label={F[name]}
        binding={{ withMessage: true }}
        required={required}
        fullWidth
        multiline={lines !== undefined}
        minRows={lines}
        slotProps={number ? { htmlInput: { inputMode: 'decimal' } } : undefined}
      />
    </Grid>
  );
}

/** A choice of one record (a destination, a type), sent as its id. */
function ChoiceField({
  name,
  choices,
}: {
  name: FieldName;
  choices: Array<{ id: number; name: string }>;
}) {
  return (
    <Half>
      <FormTextField
        name={name}
        label={F[name]}
        binding={{ withMessage: true }}
        select
        required
        fullWidth
        slotProps={{ select: { native: true } }}
      >
        <option value="">{T.choose}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </FormTextField>
    </Half>
  );
}

function ExcursionFields() {
  const destinations = useGetDestinationsQuery().data ?? [];
  const types = useGetExcursionTypesQuery().data ?? [];
  return (
    <>
      <Section title={T.sections.about}>
        <Field name="name" whole />
        <Field name="description" whole lines={5} />
        <ChoiceField name="excursionTypeId" choices={types} />
        <Field name="rating" number />
      </Section>
      <Section title={T.sections.place}>
        <ChoiceField name="destinationId" choices={destinations} />
        <Field name="location" />
        <Field name="latitude" number />
        <Field name="longitude" number />
      </Section>
      <Section title={T.sections.trip}>
        <Field name="duration" number />
        <Field name="durationHours" number />
        <Field name="numberOfPeople" number />
        <Field name="max" number />
        <Half>
          <FormTextField
            name="tourStartDate"
            label={F.tourStartDate}
            type="date"
            binding={{ withMessage: true }}
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Half>
        <Half>
          <FormCheckbox name="food" label={F.food} />
          <FormCheckbox name="drinks" label={F.drinks} />
        </Half>
      </Section>
      <Section title={T.sections.photos}>
        <Grid size={12}>
          <PhotoField name="photos" label={F.photos} />
        </Grid>
      </Section>
      <Section title={T.sections.offer}>
        <Half>
          <FormCheckbox name="specialOffer" label={F.specialOffer} />
        </Half>
        <Field name="specialOfferOrder" number required={false} />
      </Section>
    </>
  );
}
