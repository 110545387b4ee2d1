import { FieldArray, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/FormTextField';
import type { StaffSpecialPage } from '@/contract/wire/operatorProgrammes';
import { useSaveSpecialPageMutation } from '../operatorApi';
import { PhotoField } from '../photos/PhotoField';
import { CONSOLE } from '../texts';
import { EntryMoves } from './EntryMoves';
import { ItinerariesFields } from './ItinerariesFields';
import { useConsoleSave } from '../components/useConsoleSave';
import { ConsoleForm } from '../components/ConsoleForm';
import {
  NEW_ENTRY,
  PAGE_PARTS,
  specialPageInputOf,
  specialPageSchema,
  specialPageValuesOf,
  type SpecialPageValues,
} from './specialPageForm';

const T = CONSOLE.programmes;
const P = T.page;
const bound = { binding: { withMessage: true }, fullWidth: true } as const;

/** Another category's page, edited whole: services text and picture, entries, itineraries. */
export function SpecialPageEditor({ stored }: { stored: StaffSpecialPage }) {
  const [save] = useSaveSpecialPageMutation();
  const parts = PAGE_PARTS[stored.category] ?? {};
  const submit = useConsoleSave(
    (values: SpecialPageValues) =>
      save({ category: stored.category, page: specialPageInputOf(values) }).unwrap(),
    T.failed,
  );
  return (
    <ConsoleForm<SpecialPageValues>
      initialValues={specialPageValuesOf(stored)}
      schema={specialPageSchema}
      onSubmit={submit}
      label={stored.category}
      saveText={T.save}
    >
      <Stack spacing={3}>
        <Typography>{P.lead}</Typography>
        {parts.services && (
          <>
            <FormTextField name="services" label={P.services} multiline minRows={4} {...bound} />
            <FormTextField
              name="servicesFr"
              label={P.servicesFr}
              multiline
              minRows={4}
              {...bound}
            />
          </>
        )}
        {parts.picture && (
          <>
            <PhotoField name="picture" label={P.picture} />
            <FormTextField name="pictureAltFr" label={P.pictureAltFr} {...bound} />
          </>
        )}
        <Entries />
        {parts.itineraries && <ItinerariesFields />}
      </Stack>
    </ConsoleForm>
  );
}

function Entries() {
  const { values } = useFormikContext<SpecialPageValues>();
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {P.entries}
      </Typography>
      <FieldArray name="entries">
        {(list) => (
          <>
            {values.entries.map((entry, index) => (
              <Paper
                key={index}
                component="fieldset"
                sx={{ p: 2, border: 0 }}
                aria-label={entry.title || P.entry(index + 1)}
              >
                <Stack spacing={2}>
                  <FormTextField
                    name={`entries.${index}.countryName`}
                    label={T.country}
                    required
                    {...bound}
                  />
                  <FormTextField
                    name={`entries.${index}.title`}
                    label={P.title}
                    required
                    {...bound}
                  />
                  <FormTextField
                    name={`entries.${index}.description`}
                    label={T.description}
                    required
                    multiline
                    minRows={3}
                    {...bound}
                  />
                  <FormTextField name={`entries.${index}.titleFr`} label={P.titleFr} {...bound} />
                  <FormTextField
                    name={`entries.${index}.descriptionFr`}
                    label={P.descriptionFr}
                    multiline
                    minRows={3}
                    {...bound}
                  />
                  <PhotoField name={`entries.${index}.photos`} label={P.entryPicture} />
                  <EntryMoves
                    list={list}
                    index={index}
                    count={values.entries.length}
                    removeLabel={P.removeEntry}
                  />
                </Stack>
              </Paper>
            ))}
            <Box>
              <Button variant="outlined" onClick={() => list.push({ ...NEW_ENTRY })}>
                {P.addEntry}
              </Button>
            </Box>
          </>
        )}
      </FieldArray>
    </Stack>
  );
}
