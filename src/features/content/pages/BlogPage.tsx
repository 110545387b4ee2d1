import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { ArticleCard } from '../components/ArticleCard';
import { PageHero } from '../components/PageHero';
import { ARTICLES } from '../texts/articles';

/** The blog as a list: one article per row. */
export default function BlogPage() {
  return (
    <>
      <PageHero title="Blog" lead="Stories and travel notes from West Africa." />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack spacing={3}>
          {ARTICLES.map((article, index) => (
            <ArticleCard key={article.slug} article={article} layout="row" priority={index === 0} />
          ))}
        </Stack>
      </Container>
    </>
  );
}
