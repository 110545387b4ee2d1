import { useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DestinationCounts } from '../components/DestinationCounts';
import { FAQ_TOPICS } from '../texts/faq';

const tabId = (index: number) => `faq-tab-${index}`;
const panelId = (index: number) => `faq-panel-${index}`;

export default function FaqPage() {
  const [current, setCurrent] = useState(0);
  const topic = FAQ_TOPICS[current];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Frequently Asked Questions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Answers about seasons, visas, money and getting around.
      </Typography>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Tabs
            value={current}
            onChange={(_, index: number) => setCurrent(index)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="FAQ topics"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
          >
            {FAQ_TOPICS.map((item, index) => (
              <Tab
                key={item.label}
                label={item.label}
                id={tabId(index)}
                aria-controls={panelId(index)}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
            {topic.entries.map((entry) => (
              <Box key={entry.question} sx={{ mb: 3 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {entry.question}
                </Typography>
                <Typography color="text.secondary">{entry.answer}</Typography>
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
