import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { ArticleCard } from '../components/ArticleCard';
import { BlogSidebar } from '../components/BlogSidebar';
import { PageHero } from '../components/PageHero';
import { ARTICLES } from '../texts/articles';

/** The blog with a sidebar of recent posts and topics. */
export default function BlogV3Page() {
  return (
    <>
      <PageHero title="Blog" lead="Stories and travel notes from West Africa." />
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
