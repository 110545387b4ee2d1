import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import type { PartyCounts } from '@/contract/booking';
import type { UnitPrice } from '@/contract/wire/departures';
import { useT } from '@/i18n';
import { departureMessages } from '../messages';
import { canAdd, canRemove, changed, UNIT_ORDER } from '../party';
import { usePrice } from '../usePrice';

interface PartyStepperProps {
  units: UnitPrice[];
  party: PartyCounts;
  ceiling: number;
  onChange(party: PartyCounts): void;
}

/** A stepper per unit the excursion sells, with its ages and price; the party stays in bounds. */
export function PartySteppers({ units, party, ceiling, onChange }: PartyStepperProps) {
  const t = useT();
  const money = usePrice();
  const ageRange = (min: number, max: number) =>
    max >= 99
      ? t(departureMessages.ageFrom, { min })
      : t(departureMessages.ageBetween, { min, max });
  const sold = UNIT_ORDER.flatMap((name) => units.filter((unit) => unit.unit === name));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1, p: 0 }}>
        {t(departureMessages.party)}
      </Typography>
      <Stack spacing={1.5}>
        {sold.map((unit) => (
          <Stack
            key={unit.unit}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{unit.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {ageRange(unit.minAge, unit.maxAge)} · {money(unit.price)}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
              <IconButton
                aria-label={t(departureMessages.removeOne, { unit: unit.label.toLowerCase() })}
                disabled={!canRemove(party, unit.unit)}
                onClick={() => onChange(changed(party, unit.unit, -1))}
              >
                <RemoveIcon />
              </IconButton>
              <Typography
                component="output"
                aria-live="polite"
                aria-label={t(departureMessages.unitCount, {
                  unit: unit.label,
                  count: party[unit.unit],
                })}
                sx={{ width: 32, textAlign: 'center', fontWeight: 700 }}
              >
                {party[unit.unit]}
              </Typography>
              <IconButton
                aria-label={t(departureMessages.addOne, { unit: unit.label.toLowerCase() })}
                disabled={!canAdd(party, ceiling)}
                onClick={() => onChange(changed(party, unit.unit, 1))}
              >
                <AddIcon />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
