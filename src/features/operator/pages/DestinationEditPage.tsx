import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Formik, type FormikHelpers } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { useToast } from '@/components/toast';
import { usePageTitle } from '@/components/usePageTitle';
import { paths } from '@/contract/pages';
import type { StaffDestination } from '@/contract/wire/operatorDestinations';
import {
  destinationFormValuesOf,
  destinationInputOf,
  destinationSchema,
  NEW_DESTINATION,
  type DestinationFormValues,
} from '../destinations/destinationForm';
import { catalogFields, Section } from '../components/CatalogFields';
import { StatusChip } from '../components/StatusChip';
import { useStaffAction } from '../components/useStaffAction';
import {
  useGetStaffDestinationQuery,
  usePublishDestinationMutation,
  useSaveDestinationMutation,
} from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { CONSOLE } from '../texts';

const T = CONSOLE.destinations;
const { Field } = catalogFields(T.fields, '');

/** A new destination (/operator/destinations/new) or an existing one, with publish and unpublish. */
export default function DestinationEditPage() {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const known = id !== undefined && Number.isInteger(id);
  const { data, isError } = useGetStaffDestinationQuery(id ?? 0, { skip: !known });
  usePageTitle(data?.name ?? T.newTitle);
  if (id !== undefined && (!known || isError)) {
    return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  }
  if (known && !data)
    return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <DestinationEditor destination={data} />;
}

function DestinationEditor({ destination }: { destination?: StaffDestination }) {
  const [save] = useSaveDestinationMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const submit = useSubmitOnce(
    async (key, values: DestinationFormValues, helpers: FormikHelpers<DestinationFormValues>) => {
      try {
        const answer = await save({
          id: destination?.id,
          destination: destinationInputOf(values),
          key,
        }).unwrap();
        if (answer.message) toast.success(answer.message);
        if (!destination) navigate(CONSOLE_PATHS.destination(answer.data.id), { replace: true });
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
      <Link component={RouterLink} to={CONSOLE_PATHS.destinations}>
        ← {T.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4">
          {destination?.name ?? T.newTitle}
        </Typography>
        {destination && <StatusChip status={destination.published ? 'published' : 'draft'} />}
      </Stack>
      {destination && <PublishButtons destination={destination} />}
      <Formik<DestinationFormValues>
        initialValues={destination ? destinationFormValuesOf(destination) : NEW_DESTINATION}
        enableReinitialize
        validationSchema={destinationSchema}
        // A long form: each field is checked when left and all at once on Save, not per key.
        validateOnChange={false}
        onSubmit={(values, helpers) => submit(values, helpers)}
      >
        {(form) => (
          <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label={T.title}>
            <DestinationFields />
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

/**
 * Publish, or unpublish. A destination with published excursions asks first: they leave the
 * site with it, which the server does only when told.
 */
function PublishButtons({ destination }: { destination: StaffDestination }) {
  const [publish] = usePublishDestinationMutation();
  const act = useStaffAction();
  const [asking, setAsking] = useState(false);
  const { id, published, publishedExcursions } = destination;
  const unpublishBoth = useSubmitOnce(async () => {
    if (await act(() => publish({ id, published: false, withExcursions: true }))) {
      setAsking(false);
    }
  }, undefined);
  const onClick = () => {
    if (published && publishedExcursions > 0) setAsking(true);
    else void act(() => publish({ id, published: !published }));
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
      <Button
        variant={published ? 'outlined' : 'contained'}
        color={published ? 'error' : 'primary'}
        onClick={onClick}
      >
        {published ? T.unpublish : T.publish}
      </Button>
      {published && (
        <Link href={paths.destinationDetails(id)} target="_blank" rel="noopener">
          {T.publicPage}
        </Link>
      )}
      <Typography variant="body2" color="text.secondary">
        {T.excursionsCount(publishedExcursions)}
      </Typography>
      <Dialog open={asking} onClose={() => setAsking(false)} fullWidth maxWidth="sm">
        <DialogTitle>{T.unpublishTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{T.unpublishWith(publishedExcursions)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setAsking(false)}>{CONSOLE.dialog.close}</Button>
          <Button variant="contained" color="error" onClick={() => void unpublishBoth()}>
            {T.unpublishBoth(publishedExcursions)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

function DestinationFields() {
  return (
    <>
      <Section title={T.sections.about}>
        <Field name="name" />
        <Field name="capital" />
        <Field name="about" whole lines={5} />
        <Field name="rating" number />
      </Section>
      <Section title={T.sections.goodToKnow}>
        <Field name="countryName" />
        <Field name="language" />
        <Field name="currency" />
        <Field name="visaRequirements" whole required={false} lines={2} />
      </Section>
      <Section title={T.sections.place}>
        <Field name="location" whole />
        <Field name="latitude" number />
        <Field name="longitude" number />
      </Section>
      <Section title={T.sections.photos}>
        <Field name="coverImageUrl" whole />
        <Field name="gallery" whole required={false} lines={3} />
      </Section>
    </>
  );
}
