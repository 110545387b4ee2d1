import { FieldArray, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '@/components/form/FormTextField';
import { CONSOLE } from '../texts';
import { NEW_DAY, NEW_ITINERARY, type SpecialPageValues } from './specialPageForm';

const T = CONSOLE.programmes.page;
const bound = { binding: { withMessage: true }, fullWidth: true } as const;

/** A category's itineraries in order, each with its days and their activities. */
export function ItinerariesFields() {
  const { values } = useFormikContext<SpecialPageValues>();
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {T.itineraries}
      </Typography>
      <FormTextField
        name="itinerariesIntro"
        label={T.itinerariesIntro}
        multiline
        minRows={2}
        {...bound}
      />
      <FormTextField
        name="itinerariesIntroFr"
        label={T.itinerariesIntroFr}
        multiline
        minRows={2}
        {...bound}
      />
      <FieldArray name="itineraries">
        {(list) => (
          <>
            {values.itineraries.map((itinerary, index) => (
              <Paper
                key={index}
                component="fieldset"
                sx={{ p: 2, border: 0 }}
                aria-label={itinerary.title || T.itinerary(index + 1)}
              >
                <Stack spacing={2}>
                  <FormTextField
                    name={`itineraries.${index}.title`}
                    label={T.title}
                    required
                    {...bound}
                  />
                  <FormTextField
                    name={`itineraries.${index}.summary`}
                    label={CONSOLE.programmes.page.summary}
                    required
                    multiline
                    minRows={2}
                    {...bound}
                  />
                  <FormTextField
                    name={`itineraries.${index}.titleFr`}
                    label={T.titleFr}
                    {...bound}
                  />
                  <FormTextField
                    name={`itineraries.${index}.summaryFr`}
                    label={T.summaryFr}
                    multiline
                    minRows={2}
                    {...bound}
                  />
                  <Days index={index} />
                  <Box>
                    <Button color="error" onClick={() => list.remove(index)}>
                      {T.removeItinerary}
                    </Button>
                  </Box>
                </Stack>
              </Paper>
            ))}
            <Box>
              <Button variant="outlined" onClick={() => list.push({ ...NEW_ITINERARY })}>
                {T.addItinerary}
              </Button>
            </Box>
          </>
        )}
      </FieldArray>
    </Stack>
  );
}

function Days({ index }: { index: number }) {
  const { values } = useFormikContext<SpecialPageValues>();
  const days = values.itineraries[index]?.days ?? [];
  const name = `itineraries.${index}.days`;
  return (
    <FieldArray name={name}>
      {(list) => (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {days.map((_, day) => (
            <Stack component="li" key={day} spacing={1} aria-label={T.day(day + 1)}>
              <FormTextField
                name={`${name}.${day}.title`}
                label={T.dayTitle(day + 1)}
                required
                {...bound}
              />
              <FormTextField
                name={`${name}.${day}.activities`}
                label={T.activities(day + 1)}
                required
                multiline
                minRows={2}
                {...bound}
              />
              <FormTextField
                name={`${name}.${day}.titleFr`}
                label={T.dayTitleFr(day + 1)}
                {...bound}
              />
              <FormTextField
                name={`${name}.${day}.activitiesFr`}
                label={T.activitiesFr(day + 1)}
                multiline
                minRows={2}
                {...bound}
              />
              <Box>
                <Button size="small" color="error" onClick={() => list.remove(day)}>
                  {T.removeDay(day + 1)}
                </Button>
              </Box>
            </Stack>
          ))}
          <Box component="li">
            <Button size="small" variant="outlined" onClick={() => list.push({ ...NEW_DAY })}>
              {T.addDay}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
