import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmitKey } from '@/components/form/useSubmitOnce';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { usePageTitle } from '@/components/usePageTitle';
import type { Envelope } from '@/contract/wire/envelope';
import { CONSOLE } from '../texts';
import { StatusChip } from './StatusChip';
import { useConsoleSave } from './useConsoleSave';
import { ConsoleForm } from './ConsoleForm';

/** What the frame needs of a catalog record (an excursion, a destination). */
interface CatalogRecord {
  id: number;
  name: string;
  published: boolean;
}

interface LoaderProps<Stored> {
  /** The record's staff query (an RTK Query hook), skipped for a new one. */
  useRecord: (id: number, options: { skip: boolean }) => { data?: Stored; isError: boolean };
  newTitle: string;
  /** The editor, with the stored record or none for a new one. */
  children: (record: Stored | undefined) => ReactNode;
}

/**
 * A catalog record's console page (/operator/<kind>/:id, or /new): its record loaded, the tab
 * titled by its name, and a failed or loading notice meanwhile.
 */
export function CatalogEditPage<Stored extends CatalogRecord>({
  useRecord,
  newTitle,
  children,
}: LoaderProps<Stored>) {
  const param = useParams().id;
  const id = param === 'new' ? undefined : Number(param);
  const known = id !== undefined && Number.isInteger(id);
  const { data, isError } = useRecord(id ?? 0, { skip: !known });
  usePageTitle(data?.name ?? newTitle);
  if (id !== undefined && (!known || isError)) {
    return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  }
  if (known && !data) {
    return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  }
  return <>{children(data)}</>;
}

interface EditorProps<Values extends FormikValues, Stored extends CatalogRecord> {
  record?: Stored;
  texts: { back: string; newTitle: string; title: string; save: string; failed: string };
  /** The list the page goes back to, and a record's own page (after a create). */
  listPath: string;
  pathOf: (id: number) => string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** Sends the checked form, as a create or an edit; `key` is the submit's idempotency key (a
   * new record is created once). */
  save: (values: Values, key: SubmitKey) => Promise<Envelope<Stored>>;
  /** Publish and unpublish, for a stored record. */
  publishing?: ReactNode;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * The frame of a catalog record's form: the way back, its name and status, its publish buttons,
 * then the form, checked field by field and all at once on Save, sent once at a time; the
 * server's sentence is toasted and its refusals shown on their fields. A new record's page
 * becomes the stored one's.
 */
export function CatalogEditor<Values extends FormikValues, Stored extends CatalogRecord>({
  record,
  texts,
  listPath,
  pathOf,
  initialValues,
  schema,
  save,
  publishing,
  children,
}: EditorProps<Values, Stored>) {
  const navigate = useNavigate();
  const submit = useConsoleSave(save, texts.failed, (answer: Envelope<Stored>) => {
    if (!record) navigate(pathOf(answer.data.id), { replace: true });
  });

  return (
    <Stack spacing={3}>
      <Link component={RouterLink} to={listPath}>
        ← {texts.back}
      </Link>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h1" variant="h4">
          {record?.name ?? texts.newTitle}
        </Typography>
        {record && <StatusChip status={record.published ? 'published' : 'draft'} />}
      </Stack>
      {record && publishing}
      <ConsoleForm<Values>
        initialValues={initialValues}
        schema={schema}
        onSubmit={submit}
        label={texts.title}
        saveText={texts.save}
      >
        {children}
      </ConsoleForm>
    </Stack>
  );
}
