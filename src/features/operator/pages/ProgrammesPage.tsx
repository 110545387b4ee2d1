import { useSearchParams } from 'react-router-dom';
import { FieldArray, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NativeSelectField } from '@/components/NativeSelectField';
import { FormTextField } from '@/components/form/FormTextField';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import { EXCURSION_TYPE_NAMES } from '@/contract/limits';
import { paths } from '@/contract/pages';
import type { StaffExcursion } from '@/contract/wire/operatorCatalog';
import type { StaffProgrammes } from '@/contract/wire/operatorProgrammes';
import {
  NEW_COUNTRY,
  programmesFormValuesOf,
  programmesInputOf,
  programmesSchema,
  type ProgrammesFormValues,
} from '../programmes/programmeForm';
import {
  useGetStaffExcursionsQuery,
  useGetStaffProgrammesQuery,
  useGetStaffSpecialPageQuery,
  useSaveProgrammesMutation,
} from '../operatorApi';
import { SpecialPageEditor } from '../programmes/SpecialPageEditor';
import { useConsoleSave } from '../components/useConsoleSave';
import { ConsoleForm } from '../components/ConsoleForm';
import { EntryMoves } from '../programmes/EntryMoves';
import { CONSOLE } from '../texts';

const T = CONSOLE.programmes;

const STUDENTS = 'Students';

/**
 * The special-interest programmes, a category at a time (`?category=`): the Students country
 * records with their excursions, or another category's page.
 */
export default function ProgrammesPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('category');
  const category = asked && isCategory(asked) ? asked : STUDENTS;
  const title = category === STUDENTS ? T.title : category;
  usePageTitle(title);
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Box sx={{ maxWidth: 360 }}>
        <NativeSelectField
          label={T.category}
          value={category}
          onChange={(value) => setSearch(value === STUDENTS ? {} : { category: value })}
        >
          {EXCURSION_TYPE_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      <Typography>
        <Link href={paths.specialExcursionCategory(category)} target="_blank" rel="noopener">
          {T.publicPage}
        </Link>
      </Typography>
      {category === STUDENTS ? <StudentsProgramme /> : <SpecialPage category={category} />}
    </Stack>
  );
}

const isCategory = (name: string) => (EXCURSION_TYPE_NAMES as readonly string[]).includes(name);

function StudentsProgramme() {
  const { data, isError } = useGetStaffProgrammesQuery();
  if (isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!data) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <ProgrammesEditor stored={data} />;
}

function SpecialPage({ category }: { category: string }) {
  const { data, isError } = useGetStaffSpecialPageQuery(category);
  if (isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!data || data.category !== category) {
    return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  }
  return <SpecialPageEditor key={category} stored={data} />;
}

function ProgrammesEditor({ stored }: { stored: StaffProgrammes }) {
  const [save] = useSaveProgrammesMutation();
  const submit = useConsoleSave(
    (values: ProgrammesFormValues) => save(programmesInputOf(values)).unwrap(),
    T.failed,
  );
  return (
    <Stack spacing={3}>
      <Typography>{T.lead}</Typography>
      <ConsoleForm<ProgrammesFormValues>
        initialValues={programmesFormValuesOf(stored)}
        schema={programmesSchema}
        onSubmit={submit}
        label={T.title}
        saveText={T.save}
      >
        <Countries stored={stored} />
      </ConsoleForm>
    </Stack>
  );
}

function Countries({ stored }: { stored: StaffProgrammes }) {
  const { values } = useFormikContext<ProgrammesFormValues>();
  // Every excursion, published or not, by name: the choices of each country's list.
  const catalog = useGetStaffExcursionsQuery({ pageSize: 100 }).data?.results ?? [];
  const known = new Map<number, Pick<StaffExcursion, 'name' | 'published'>>(
    stored.programmes.flatMap((p) => p.excursions.map((e) => [e.id, e] as const)),
  );
  for (const excursion of catalog) known.set(excursion.id, excursion);
  return (
    <FieldArray name="programmes">
      {(list) => (
        <Stack spacing={2}>
          {values.programmes.map((entry, index) => (
            <Paper
              key={index}
              component="fieldset"
              sx={{ p: 2, border: 0 }}
              aria-label={entry.countryName || T.newCountry}
            >
              <Stack spacing={2}>
                <FormTextField
                  name={`programmes.${index}.countryName`}
                  label={T.country}
                  binding={{ withMessage: true }}
                  required
                  fullWidth
                />
                <FormTextField
                  name={`programmes.${index}.description`}
                  label={T.description}
                  binding={{ withMessage: true }}
                  required
                  fullWidth
                  multiline
                  minRows={3}
                />
                <FormTextField
                  name={`programmes.${index}.descriptionFr`}
                  label={T.descriptionFr}
                  binding={{ withMessage: true }}
                  fullWidth
                  multiline
                  minRows={3}
                />
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {T.excursions}
                </Typography>
                {entry.excursionIds.length === 0 && (
                  <Typography variant="body2">{T.noExcursions}</Typography>
                )}
                <Stack component="ul" spacing={1} sx={{ pl: 0, m: 0, listStyle: 'none' }}>
                  {entry.excursionIds.map((id) => (
                    <Stack
                      component="li"
                      key={id}
                      direction="row"
                      spacing={1}
                      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      useFlexGap
                    >
                      <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        {known.get(id)?.name ?? `#${id}`}
                        {known.get(id)?.published === false && ` (${T.unpublished})`}
                      </Typography>
                      <Button
                        size="small"
                        aria-label={T.removeExcursion(known.get(id)?.name ?? `#${id}`)}
                        onClick={() =>
                          list.replace(index, {
                            ...entry,
                            excursionIds: entry.excursionIds.filter((other) => other !== id),
                          })
                        }
                      >
                        {T.remove}
                      </Button>
                    </Stack>
                  ))}
                </Stack>
                <NativeSelectField
                  label={T.addExcursion}
                  value=""
                  onChange={(value) => {
                    if (value) {
                      list.replace(index, {
                        ...entry,
                        excursionIds: [...entry.excursionIds, Number(value)],
                      });
                    }
                  }}
                >
                  <option value="">{T.choose}</option>
                  {catalog
                    .filter((excursion) => !entry.excursionIds.includes(excursion.id))
                    .map((excursion) => (
                      <option key={excursion.id} value={excursion.id}>
                        {excursion.name} ({excursion.countryName})
                      </option>
                    ))}
                </NativeSelectField>
                <EntryMoves
                  list={list}
                  index={index}
                  count={values.programmes.length}
                  removeLabel={T.removeCountry}
                />
              </Stack>
            </Paper>
          ))}
          <Box>
            <Button variant="outlined" onClick={() => list.push({ ...NEW_COUNTRY })}>
              {T.addCountry}
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
