import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useT } from '@/i18n';
import { ArticleCard } from '../components/ArticleCard';
import { BlogSidebar } from '../components/BlogSidebar';
import { PageHero } from '../components/PageHero';
import { blogMessages } from '../messages';
import { ARTICLES } from '../texts/articles';

/** The blog with a sidebar of recent posts and topics. */
export default function BlogV3Page() {
  const t = useT();
  return (
    <>
      <PageHero title={t(blogMessages.title)} lead={t(blogMessages.lead)} />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Grid container spacing={3}>
              {ARTICLES.map((article, index) => (
                <Grid key={article.slug} size={{ xs: 12, sm: 6 }}>
                  <ArticleCard article={article} priority={index === 0} />
                </Grid>
              ))}
            </Grid>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <BlogSidebar />
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
