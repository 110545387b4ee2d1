import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import {
  PASSWORD_CHECKLIST,
  PASSWORD_SPECIAL_CHARACTERS,
  type PasswordCheckId,
} from '@/contract/password';
import { useT, type Message } from '@/i18n';
import { authMessages } from '../../messages';

/** Each rule's line, in the page's language. */
const CHECK_LABEL: Record<PasswordCheckId, Message> = {
  uppercase: authMessages.checkUppercase,
  lowercase: authMessages.checkLowercase,
  number: authMessages.checkNumber,
  special: authMessages.checkSpecial,
};

interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/**
 * The live rule checklist of docs/product.md, The rules: green when met, red when not; an icon and hidden words
 * say the same for those who do not see the colours.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const t = useT();
  return (
    <Box id={id} sx={{ mt: 1, mx: 1.75 }}>
      <Box
        component="ul"
        aria-label={t(authMessages.passwordRequirements)}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {PASSWORD_CHECKLIST.map((check) => {
          const met = check.test(password);
          const Icon = met ? CheckCircle : Cancel;
          return (
            <Box
              component="li"
              key={check.id}
              data-met={met}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                py: 0.25,
                fontSize: '0.875rem',
                color: met ? 'success.main' : 'error.main',
              }}
            >
              <Icon fontSize="small" aria-hidden="true" />
              <span>{t(CHECK_LABEL[check.id], { characters: PASSWORD_SPECIAL_CHARACTERS })}</span>
              <Box component="span" sx={visuallyHidden}>
                {t(met ? authMessages.checkMet : authMessages.checkNotMet)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

// Strings: in sx a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
