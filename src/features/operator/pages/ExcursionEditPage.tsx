import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { catalogFields, Half, Section, Whole } from '../components/CatalogFields';
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
    async (key, values: ExcursionFormValues, helpers: FormikHelpers<ExcursionFormValues>) => {
      try {
        const answer = await save({
          id: excursion?.id,
          excursion: excursionInputOf(values),
          key,
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

const { Field, ChoiceField } = catalogFields(F, T.choose);

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
        <Whole>
          <PhotoField name="photos" label={F.photos} />
        </Whole>
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
