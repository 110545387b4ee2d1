import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '@/contract/statuses';
import type { StaffEnquiry } from '@/contract/wire/operator';
import { ContactLinks } from '../components/ContactLinks';
import { ChoiceFilter } from '../components/ChoiceFilter';
import { PagedList } from '../components/PagedList';
import { StatusChip } from '../components/StatusChip';
import { TextDialog } from '../components/TextDialog';
import { useListParams } from '../components/useListParams';
import { useStaffAction } from '../components/useStaffAction';
import { useChangeEnquiryMutation, useGetStaffEnquiriesQuery } from '../operatorApi';
import { CONSOLE, STATUS_LABELS } from '../texts';

const T = CONSOLE.enquiries;
const when = (at: string) => new Date(at).toLocaleString('en-GB');

/** The inbox of the contact form: newest first, filtered by open, answered or closed. */
export default function EnquiriesPage() {
  usePageTitle(T.title);
  const { filters, pageIndex, setFilter, setPage, query } = useListParams(['status'] as const);
  const result = useGetStaffEnquiriesQuery({
    pageIndex,
    status: query.status as EnquiryStatus | undefined,
  });
  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {T.title}
      </Typography>
      <Stack sx={{ mb: 3, maxWidth: { sm: 320 } }}>
        <ChoiceFilter
          label={CONSOLE.list.status}
          value={filters.status}
          choices={ENQUIRY_STATUSES}
          labelOf={(status) => STATUS_LABELS[status]}
          onChange={(value) => setFilter('status', value)}
        />
      </Stack>
      <PagedList result={result} onPage={setPage}>
        {(enquiries) =>
          enquiries.map((enquiry) => <EnquiryCard key={enquiry.id} enquiry={enquiry} />)
        }
      </PagedList>
    </>
  );
}

function EnquiryCard({ enquiry }: { enquiry: StaffEnquiry }) {
  const [change] = useChangeEnquiryMutation();
  const act = useStaffAction();
  const [replying, setReplying] = useState(false);
  const { id, status } = enquiry;
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return (
    <Paper component="article" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6">
          {name}
        </Typography>
        <StatusChip status={status} />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {enquiry.country} · {when(enquiry.createdAt)}
        </Typography>
      </Stack>
      <ContactLinks
        email={enquiry.email}
        phone={`${enquiry.countryCode} ${enquiry.phoneNumber}`}
        isWhatsAppUser={enquiry.isWhatsAppUser}
      />
      {enquiry.newsLetterSubscription && (
        <Typography variant="body2" color="text.secondary">
          {T.newsletter}
        </Typography>
      )}
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{enquiry.message}</Typography>
      {enquiry.replies.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'primary.light' }}>
          <Typography component="h3" variant="subtitle2">
            {T.replies}
          </Typography>
          {enquiry.replies.map((reply, index) => (
            <div key={index}>
              <Typography variant="body2" color="text.secondary">
                {reply.staffName} · {when(reply.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.message}</Typography>
            </div>
          ))}
        </Stack>
      )}
      {status !== 'closed' && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" onClick={() => setReplying(true)}>
            {T.reply}
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => void act(() => change({ id, action: 'close' }))}
          >
            {T.close}
          </Button>
        </Stack>
      )}
      <TextDialog
        open={replying}
        title={`${T.reply} — ${name}`}
        label={T.replyLabel}
        problem={T.replyRequired}
        confirmLabel={T.send}
        multiline
        onClose={() => setReplying(false)}
        onConfirm={(message) => act(() => change({ id, action: 'reply', message }))}
      />
    </Paper>
  );
}
