import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import type { AuditEntry } from '@/contract/wire/operator';
import { PagedList } from '../components/PagedList';
import { useListParams } from '../components/useListParams';
import { useGetAuditQuery } from '../operatorApi';
import { CONSOLE } from '../texts';

const T = CONSOLE.audit;

/** What a change turned into, in a line: the fields after it, such as "status: Cancelled". */
function changeOf(entry: AuditEntry): string {
  if (!entry.after || typeof entry.after !== 'object') return '';
  return Object.entries(entry.after as Record<string, unknown>)
    .map(([field, value]) => `${field}: ${String(value)}`)
    .join(', ');
}

/** Every staff change, newest first: who, when, what and on which record. */
export default function AuditPage() {
  usePageTitle(T.title);
  const { pageIndex, setPage } = useListParams([] as const);
  const result = useGetAuditQuery({ pageIndex });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <PagedList result={result} onPage={setPage}>
        {(entries) =>
          entries.map((entry) => (
            <Paper key={entry.id} component="article" sx={{ p: 1.5 }}>
              <Typography>
                <strong>{entry.action}</strong> · {entry.subjectKind}
                {entry.subjectId === null ? '' : ` #${entry.subjectId}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {new Date(entry.at).toLocaleString('en-GB')} · {entry.staffEmail}
              </Typography>
              {changeOf(entry) && <Typography variant="body2">{changeOf(entry)}</Typography>}
            </Paper>
          ))
        }
      </PagedList>
    </>
  );
}
