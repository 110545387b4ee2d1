import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useT, type Message } from '@/i18n';
import { profileMessages } from '../../messages';
import { profileTabSelected, selectProfileTab, type ProfileTab } from '../../profileTabSlice';
import { BookingList } from './BookingList';
import { ProfileDetails } from './ProfileDetails';
import { TransferList } from './TransferList';

const TABS: Record<ProfileTab, { label: Message; heading: Message; Panel: ComponentType }> = {
  profile: {
    label: profileMessages.profileTab,
    heading: profileMessages.profileHeading,
    Panel: ProfileDetails,
  },
  bookings: {
    label: profileMessages.bookingsTab,
    heading: profileMessages.bookingsHeading,
    Panel: BookingList,
  },
  transfers: {
    label: profileMessages.transfersTab,
    heading: profileMessages.transfersHeading,
    Panel: TransferList,
  },
};

const tabId = (tab: ProfileTab) => `profile-tab-${tab}`;
const panelId = (tab: ProfileTab) => `profile-panel-${tab}`;

/**
 * Profile, My Bookings and Transfers. Only the open tab's panel is mounted, so a list loads
 * when its tab first opens (docs/product.md, The rules) and comes from the cache after that.
 */
export function ProfileTabs() {
  const t = useT();
  const current = useAppSelector(selectProfileTab);
  const dispatch = useAppDispatch();
  const { heading, Panel } = TABS[current];
  return (
    <>
      <Tabs
        value={current}
        onChange={(_event, tab: ProfileTab) => dispatch(profileTabSelected(tab))}
        variant="fullWidth"
        aria-label={t(profileMessages.tabsLabel)}
        sx={{ borderBottom: 1, borderColor: 'divider', maxWidth: 560 }}
      >
        {(Object.keys(TABS) as ProfileTab[]).map((tab) => (
          <Tab
            key={tab}
            value={tab}
            label={t(TABS[tab].label)}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} sx={{ pt: 3 }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }} gutterBottom>
          {t(heading)}
        </Typography>
        <Panel />
      </Box>
    </>
  );
}
