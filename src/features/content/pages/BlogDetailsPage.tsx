import { Link as RouterLink, useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { BlogSidebar } from '../components/BlogSidebar';
import { StoredImage } from '@/components/StoredImage';
import { formatDay, useLocale, useT } from '@/i18n';
import { blogMessages } from '../messages';
import { ARTICLES, FEATURED_ARTICLE, publicationDay } from '../texts/articles';

/** The article chosen on a blog page (navigation state), else the featured one. */
function useChosenArticle() {
  const state: unknown = useLocation().state;
  const slug =
    typeof state === 'object' && state !== null && 'slug' in state ? state.slug : undefined;
  return ARTICLES.find((article) => article.slug === slug) ?? FEATURED_ARTICLE;
}

export default function BlogDetailsPage() {
  const article = useChosenArticle();
  const t = useT();
  const locale = useLocale();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }} component="article">
          <Typography variant="body2" color="text.secondary">
            <time dateTime={article.date}>{formatDay(locale, publicationDay(article))}</time> ·{' '}
            {t(article.category)}
          </Typography>
          <Typography variant="h1" component="h1" sx={{ my: 1.5 }}>
            {t(article.title)}
          </Typography>
          <Typography sx={{ fontSize: '1.15rem', mb: 3 }}>{t(article.summary)}</Typography>
          <Box sx={{ mb: 3 }}>
            <StoredImage
              rounded
              path={article.image}
              alt={t(article.imageAlt)}
              priority
              sizes="(min-width: 900px) 760px, 100vw"
            />
          </Box>
          {article.body.map((paragraph) => (
            <Typography key={paragraph.id} sx={{ mb: 2, lineHeight: 1.75 }}>
              {t(paragraph)}
            </Typography>
          ))}
          <Button component={RouterLink} to={ROUTES.blog} variant="outlined" sx={{ mt: 2 }}>
            {t(blogMessages.backToBlog)}
          </Button>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <BlogSidebar />
        </Grid>
      </Grid>
    </Container>
  );
}
