import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@/config/routes';
import { formatDay, useLocale, useT } from '@/i18n';
import { publicationDay, type Article } from '../texts/articles';
import { StoredImage } from '@/components/StoredImage';

interface ArticleCardProps {
  article: Article;
  /** 'row' puts the picture beside the text from the md breakpoint. */
  layout?: 'row' | 'column';
  /** The first card: its picture is the page's largest. */
  priority?: boolean;
}

/** One article's picture, date, title and summary, linking to its full text. */
export function ArticleCard({ article, layout = 'column', priority }: ArticleCardProps) {
  const row = layout === 'row';
  const t = useT();
  const locale = useLocale();
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: row ? { xs: 'column', md: 'row' } : 'column',
      }}
    >
      <Box
        sx={{ flex: row ? { md: '0 0 40%' } : undefined, p: 1.5, pb: { xs: 0, md: row ? 1.5 : 0 } }}
      >
        <StoredImage
          rounded
          path={article.image}
          alt={t(article.imageAlt)}
          priority={priority}
          sizes="(min-width: 900px) 400px, 100vw"
        />
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={article.date}>{formatDay(locale, publicationDay(article))}</time> ·{' '}
          {t(article.category)}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ my: 1 }}>
          <Link
            component={RouterLink}
            to={ROUTES.blogDetails}
            state={{ slug: article.slug }}
            color="inherit"
          >
            {t(article.title)}
          </Link>
        </Typography>
        <Typography color="text.secondary">{t(article.summary)}</Typography>
      </CardContent>
    </Card>
  );
}
