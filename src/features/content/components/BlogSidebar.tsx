import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { ARTICLES } from '../texts/articles';

const categories = [...new Set(ARTICLES.map((article) => article.category))];

/** Recent posts, topics and a pointer to the contact form. */
export function BlogSidebar() {
  return (
    <Stack component="aside" aria-label="Blog sidebar" spacing={3}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Recent posts
        </Typography>
        <List dense disablePadding>
          {ARTICLES.slice(0, 4).map((article) => (
            <ListItem key={article.slug} disableGutters>
              <Link component={RouterLink} to={ROUTES.blogDetails} state={{ slug: article.slug }}>
                {article.title}
              </Link>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Topics
        </Typography>
        <List dense disablePadding>
          {categories.map((category) => (
            <ListItem key={category} disableGutters>
              {category}
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Travelling as a group?
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Groups of more than 8 people get a tailored plan and quote through our contact form.
        </Typography>
        <Button component={RouterLink} to={ROUTES.contact} variant="contained">
          Contact us
        </Button>
      </Paper>
    </Stack>
  );
}
