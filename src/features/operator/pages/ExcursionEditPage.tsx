import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
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
import { CatalogEditor, CatalogEditPage } from '../components/CatalogEditFrame';
import { ExcursionPartsNav } from '../scheduling/ExcursionPartsNav';
import { catalogFields, Half, Section, Whole } from '../components/CatalogFields';
import { useStaffAction } from '../components/useStaffAction';
import {
  useGetStaffExcursionQuery,
  usePublishExcursionMutation,
  useSaveExcursionMutation,
} from '../operatorApi';
import { CONSOLE_PATHS } from '../paths';
import { PhotoField } from '../photos/PhotoField';
import { CoordinatesMap } from '../map/CoordinatesMap';
import { CONSOLE } from '../texts';

const T = CONSOLE.excursions;
const F = T.fields;

/** A new excursion (/operator/excursions/new) or an existing one, with publish and unpublish. */
export default function ExcursionEditPage() {
  return (
    <CatalogEditPage<StaffExcursion> useRecord={useGetStaffExcursionQuery} newTitle={T.newTitle}>
      {(excursion) => <ExcursionEditor excursion={excursion} />}
    </CatalogEditPage>
  );
}

function ExcursionEditor({ excursion }: { excursion?: StaffExcursion }) {
  const [save] = useSaveExcursionMutation();
  return (
    <CatalogEditor<ExcursionFormValues, StaffExcursion>
      record={excursion}
      texts={T}
      listPath={CONSOLE_PATHS.excursions}
      pathOf={CONSOLE_PATHS.excursion}
      initialValues={excursion ? formValuesOf(excursion) : NEW_EXCURSION}
      schema={excursionSchema}
      save={(values, key) =>
        save({ id: excursion?.id, excursion: excursionInputOf(values), key }).unwrap()
      }
      publishing={
        excursion && (
          <>
            <PublishButtons excursion={excursion} />
            <ExcursionPartsNav excursionId={excursion.id} />
          </>
        )
      }
    >
      <ExcursionFields />
    </CatalogEditor>
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
      <Section title={T.sections.french}>
        <Field name="nameFr" whole required={false} />
        <Field name="descriptionFr" whole lines={5} required={false} />
        <Field name="locationFr" whole required={false} />
      </Section>
      <Section title={T.sections.place}>
        <ChoiceField name="destinationId" choices={destinations} />
        <Field name="location" />
        <Field name="latitude" number />
        <Field name="longitude" number />
        <CoordinatesMap />
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
