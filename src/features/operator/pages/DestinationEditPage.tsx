import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import { paths } from '@/contract/pages';
import type { StaffDestination } from '@/contract/wire/operatorDestinations';
import {
  destinationFormValuesOf,
  destinationInputOf,
  destinationSchema,
  NEW_DESTINATION,
  type DestinationFormValues,
} from '../destinations/destinationForm';
import { CatalogEditor, CatalogEditPage } from '../components/CatalogEditFrame';
import { catalogFields, Section, Whole } from '../components/CatalogFields';
import { useStaffAction } from '../components/useStaffAction';
import {
  useGetStaffDestinationQuery,
  usePublishDestinationMutation,
  useSaveDestinationMutation,
} from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { PhotoField } from '../photos/PhotoField';
import { CoordinatesMap } from '../map/CoordinatesMap';
import { CONSOLE } from '../texts';

const T = CONSOLE.destinations;
const { Field } = catalogFields(T.fields, '');

/** A new destination (/operator/destinations/new) or an existing one, with publish and unpublish. */
export default function DestinationEditPage() {
  return (
    <CatalogEditPage<StaffDestination>
      useRecord={useGetStaffDestinationQuery}
      newTitle={T.newTitle}
    >
      {(destination) => <DestinationEditor destination={destination} />}
    </CatalogEditPage>
  );
}

function DestinationEditor({ destination }: { destination?: StaffDestination }) {
  const [save] = useSaveDestinationMutation();
  return (
    <CatalogEditor<DestinationFormValues, StaffDestination>
      record={destination}
      texts={T}
      listPath={CONSOLE_PATHS.destinations}
      pathOf={CONSOLE_PATHS.destination}
      initialValues={destination ? destinationFormValuesOf(destination) : NEW_DESTINATION}
      schema={destinationSchema}
      save={(values, key) =>
        save({ id: destination?.id, destination: destinationInputOf(values), key }).unwrap()
      }
      publishing={destination && <PublishButtons destination={destination} />}
    >
      <DestinationFields />
    </CatalogEditor>
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
      <Section title={T.sections.french}>
        <Field name="nameFr" required={false} />
        <Field name="aboutFr" whole lines={5} required={false} />
        <Field name="languageFr" required={false} />
        <Field name="currencyFr" required={false} />
        <Field name="visaRequirementsFr" whole required={false} lines={2} />
      </Section>
      <Section title={T.sections.place}>
        <Field name="location" whole />
        <Field name="latitude" number />
        <Field name="longitude" number />
        <CoordinatesMap />
      </Section>
      <Section title={T.sections.photos}>
        <Whole>
          <PhotoField name="photos" label={T.fields.photos} />
        </Whole>
      </Section>
    </>
  );
}
