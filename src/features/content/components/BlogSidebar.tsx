import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { useT } from '@/i18n';
import { blogMessages } from '../messages';
import { ARTICLES } from '../texts/articles';

const categories = [...new Set(ARTICLES.map((article) => article.category))];

/** Recent posts, topics and a pointer to the contact form. */
export function BlogSidebar() {
  const t = useT();
  return (
    <Stack component="aside" aria-label={t(blogMessages.sidebar)} spacing={3}>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(blogMessages.recentPosts)}
        </Typography>
        <List dense disablePadding>
          {ARTICLES.slice(0, 4).map((article) => (
            <ListItem key={article.slug} disableGutters>
              <Link component={RouterLink} to={ROUTES.blogDetails} state={{ slug: article.slug }}>
                {t(article.title)}
              </Link>
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(blogMessages.topics)}
        </Typography>
        <List dense disablePadding>
          {categories.map((category) => (
            <ListItem key={category.id} disableGutters>
              {t(category)}
            </ListItem>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t(blogMessages.groupHeading)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(blogMessages.groupText)}
        </Typography>
        <Button component={RouterLink} to={ROUTES.contact} variant="contained">
          {t(blogMessages.contactUs)}
        </Button>
      </Paper>
    </Stack>
  );
}
