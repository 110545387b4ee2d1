import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { useT } from '@/i18n';
import type { SpecialCategory } from '../../texts/special/types';

/**
 * A category tile: its picture and short line. The title is the link; its area stretches over the
 * whole card so that the card is clickable while the link keeps a short, clear name.
 */
export function CategoryTile({
  category,
  priority,
}: {
  category: SpecialCategory;
  /** The first tile: its picture is the page's largest. */
  priority?: boolean;
}) {
  const t = useT();
  return (
    <Card
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: '0 10px 26px rgba(31, 42, 92, 0.22)' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'secondary.main' },
      }}
    >
      <StoredImage path={category.image} alt="" ratio={3 / 2} priority={priority} />
      <CardContent>
        <Typography variant="h5" component="h2" gutterBottom>
          <Link
            component={RouterLink}
            to={paths.specialExcursionCategory(category.title)}
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none', boxShadow: 'none' },
            }}
          >
            {t(category.name)}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(category.line)}
        </Typography>
      </CardContent>
    </Card>
  );
}
