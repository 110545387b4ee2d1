import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n';
import { DestinationCounts } from '../components/DestinationCounts';
import { faqMessages } from '../messages';
import { FAQ_TOPICS } from '../texts/faq';

const tabId = (index: number) => `faq-tab-${index}`;
const panelId = (index: number) => `faq-panel-${index}`;

export default function FaqPage() {
  const [current, setCurrent] = useState(0);
  const topic = FAQ_TOPICS[current];
  const t = useT();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(faqMessages.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(faqMessages.lead)}
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Tabs
            value={current}
            onChange={(_, index: number) => setCurrent(index)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t(faqMessages.topics)}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {FAQ_TOPICS.map((item, index) => (
              <Tab
                key={item.label.id}
                label={t(item.label)}
                id={tabId(index)}
                aria-controls={panelId(index)}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
            {topic.entries.map((entry) => (
              <Box key={entry.question.id} sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {t(entry.question)}
                </Typography>
                <Typography color="text.secondary">{t(entry.answer)}</Typography>
              </Box>
            ))}
          </Box>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DestinationCounts />
        </Grid>
      </Grid>
    </Container>
  );
}
