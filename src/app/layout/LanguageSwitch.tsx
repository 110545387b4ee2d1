import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, pathIn, useLocale, type Locale } from '@/i18n';

/** Kept a year: the choice outlives the visit. */
const remember = (locale: Locale) => {
  document.cookie = `${LANGUAGE_COOKIE}=${locale};path=/;max-age=31536000;samesite=lax`;
};

/**
 * The same page in the other language: a plain link (the server draws that page in its language)
 * that also remembers the choice, so that '/' opens in it next time. Named in its own language.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const { pathname, search } = useLocation();
  return (
    <Button
      color="inherit"
      href={pathIn(other, pathname) + search}
      hrefLang={other}
      lang={other}
      aria-label={LANGUAGE_NAMES[other]}
      onClick={() => remember(other)}
      sx={{ minWidth: 0, px: 1, fontWeight: 700 }}
    >
      {other.toUpperCase()}
    </Button>
  );
}
