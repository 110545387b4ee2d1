import Box from '@mui/material/Box';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { PASSWORD_CHECKLIST } from '@/contract/password';

interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/**
 * The live rule checklist of docs/product.md, The rules: green when met, red when not; an icon and hidden words
 * say the same for those who do not see the colours.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <Box id={id} sx={{ mt: 1, mx: 1.75 }}>
      <Box component="ul" aria-label="Password requirements" sx={{ listStyle: 'none', p: 0, m: 0 }}>
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
              <span>{check.label}</span>
              <Box component="span" sx={visuallyHidden}>
                {met ? '(met)' : '(not met)'}
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
