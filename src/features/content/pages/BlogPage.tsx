import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useT } from '@/i18n';
import { ArticleCard } from '../components/ArticleCard';
import { PageHero } from '../components/PageHero';
import { blogMessages } from '../messages';
import { ARTICLES } from '../texts/articles';

/** The blog as a list: one article per row. */
export default function BlogPage() {
  const t = useT();
  return (
    <>
      <PageHero title={t(blogMessages.title)} lead={t(blogMessages.lead)} />
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
