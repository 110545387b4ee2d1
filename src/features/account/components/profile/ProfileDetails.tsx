import { useAppSelector } from '@/app/hooks';
import type { Account } from '@/contract/wire/account';
import { useGetAccountQuery } from '../../accountApi';
import { selectUser } from '../../sessionSlice';
import { useT } from '@/i18n';
import { profileMessages } from '../../messages';
import { DetailList } from './DetailList';
import { ListState } from './ListState';

const phone = ({ countryCode, mobileNumber }: Account) =>
  [countryCode, mobileNumber].filter(Boolean).join(' ');

function AccountDetails({ account }: { account: Account }) {
  const t = useT();
  const notGiven = t(profileMessages.notGiven);
  return (
    <DetailList
      details={[
        { term: t(profileMessages.name), value: account.name },
        { term: t(profileMessages.email), value: account.email },
        { term: t(profileMessages.phone), value: phone(account) || notGiven },
        { term: t(profileMessages.country), value: account.country || notGiven },
        {
          term: t(profileMessages.whatsApp),
          value: t(account.isWhatsAppUser ? profileMessages.yes : profileMessages.no),
        },
        {
          term: t(profileMessages.newsletter),
          value: t(
            account.newsLetterSubscription
              ? profileMessages.subscribed
              : profileMessages.notSubscribed,
          ),
        },
      ]}
    />
  );
}

/** The user info, fresh from the server; the stored copy shows meanwhile. */
export function ProfileDetails() {
  const t = useT();
  const stored = useAppSelector(selectUser);
  const { data, isLoading, error } = useGetAccountQuery();
  const account = data ?? stored ?? undefined;
  return (
    <ListState
      what="details"
      failedText={t(profileMessages.detailsFailed)}
      items={account ? [account] : undefined}
      isLoading={isLoading && !account}
      error={error}
      emptyText=""
    >
      {([shown]) => <AccountDetails account={shown} />}
    </ListState>
  );
}
