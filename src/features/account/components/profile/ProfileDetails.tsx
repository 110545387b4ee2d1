import { useAppSelector } from '@/app/hooks';
import type { Account } from '@/contract/wire/account';
import { useGetAccountQuery } from '../../accountApi';
import { selectUser } from '../../sessionSlice';
import { DetailList } from './DetailList';
import { yesNo } from './format';
import { ListState } from './ListState';

const phone = ({ countryCode, mobileNumber }: Account) =>
  [countryCode, mobileNumber].filter(Boolean).join(' ') || 'Not given';

function AccountDetails({ account }: { account: Account }) {
  return (
    <DetailList
      details={[
        { term: 'Name', value: account.name },
        { term: 'E-mail', value: account.email },
        { term: 'Phone', value: phone(account) },
        { term: 'Country', value: account.country || 'Not given' },
        { term: 'WhatsApp', value: yesNo(account.isWhatsAppUser) },
        {
          term: 'Newsletter',
          value: account.newsLetterSubscription ? 'Subscribed' : 'Not subscribed',
        },
      ]}
    />
  );
}

/** The user info, fresh from the server; the stored copy shows meanwhile. */
export function ProfileDetails() {
  const stored = useAppSelector(selectUser);
  const { data, isLoading, error } = useGetAccountQuery();
  const account = data ?? stored ?? undefined;
  return (
    <ListState
      what="details"
      items={account ? [account] : undefined}
      isLoading={isLoading && !account}
      error={error}
      emptyText=""
    >
      {([shown]) => <AccountDetails account={shown} />}
    </ListState>
  );
}
