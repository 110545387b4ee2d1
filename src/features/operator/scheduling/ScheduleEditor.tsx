import { FieldArray, useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { MAX_CLOSURES, MAX_SCHEDULE_RULES, addDays } from '@/contract/booking';
import { operatorToday } from '@/contract/dates';
import type { Schedule } from '@/contract/wire/departures';
import { Section, Whole } from '../components/CatalogFields';
import { ConsoleForm } from '../components/ConsoleForm';
import { useConsoleSave } from '../components/useConsoleSave';
import { CONSOLE } from '../texts';
import { useGetScheduleQuery, useSaveScheduleMutation } from './departuresApi';
import { Cell, DateField, NumberField, useGroupProblem, WeekdayPicker } from './ListFields';
import {
  MAX_TIERS,
  MAX_TIMES,
  NEW_TIER,
  newRule,
  scheduleFormValuesOf,
  scheduleOf,
  scheduleSchema,
  type ScheduleFormValues,
} from './scheduleForm';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.schedule;

/** An excursion's booking rules, cancellation tiers, weekly departures and closed dates. */
export function ScheduleEditor({ excursionId }: { excursionId: number }) {
  const { data, isError } = useGetScheduleQuery(excursionId);
  if (isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!data) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <ScheduleForm excursionId={excursionId} schedule={data} />;
}

function ScheduleForm({ excursionId, schedule }: { excursionId: number; schedule: Schedule }) {
  const [save] = useSaveScheduleMutation();
  const submit = useConsoleSave(
    (values: ScheduleFormValues) =>
      save({ id: excursionId, schedule: scheduleOf(values) }).unwrap(),
    T.failed,
  );
  return (
    <ConsoleForm<ScheduleFormValues>
      initialValues={scheduleFormValuesOf(schedule)}
      schema={scheduleSchema}
      onSubmit={submit}
      label={T.title}
      saveText={T.save}
    >
      <BookingRulesFields />
      <CancellationFields />
      <RulesFields />
      <ClosuresFields />
    </ConsoleForm>
  );
}

function BookingRulesFields() {
  return (
    <Section title={T.booking}>
      <Whole>
        <FormCheckbox name="instantConfirmation" label={T.instantConfirmation} />
      </Whole>
      <Cell size={4}>
        <NumberField name="cutoffHours" label={T.cutoffHours} />
      </Cell>
      <Cell size={4}>
        <NumberField name="minPerBooking" label={T.minPerBooking} />
      </Cell>
      <Cell size={4}>
        <NumberField name="maxPerBooking" label={T.maxPerBooking} />
      </Cell>
    </Section>
  );
}

/** A list entry's remove button, at the end of its row. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="error" onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

function CancellationFields() {
  const { values } = useFormikContext<ScheduleFormValues>();
  const problem = useGroupProblem('cancellationPolicy');
  return (
    <Section title={T.cancellation}>
      <Whole>
        <Typography variant="body2" color="text.secondary">
          {T.cancellationHint}
        </Typography>
      </Whole>
      {problem && (
        <Whole>
          <Typography color="error">{problem}</Typography>
        </Whole>
      )}
      <FieldArray name="cancellationPolicy">
        {(list) => (
          <>
            {values.cancellationPolicy.map((_tier, index) => (
              <Whole key={index}>
                <Grid
                  container
                  spacing={2}
                  component="fieldset"
                  aria-label={T.tier(index + 1)}
                  sx={{ border: 0, p: 0, m: 0, alignItems: 'center' }}
                >
                  <Cell size={5}>
                    <NumberField
                      name={`cancellationPolicy.${index}.hoursBefore`}
                      label={T.hoursBefore}
                    />
                  </Cell>
                  <Cell size={4}>
                    <NumberField
                      name={`cancellationPolicy.${index}.refundPercent`}
                      label={T.refundPercent}
                    />
                  </Cell>
                  <Cell size={3}>
                    <RemoveButton
                      label={T.removeTier(index + 1)}
                      onClick={() => list.remove(index)}
                    />
                  </Cell>
                </Grid>
              </Whole>
            ))}
            <Whole>
              <Button
                disabled={values.cancellationPolicy.length >= MAX_TIERS}
                onClick={() => list.push({ ...NEW_TIER })}
              >
                {T.addTier}
              </Button>
            </Whole>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

function RulesFields() {
  const { values } = useFormikContext<ScheduleFormValues>();
  return (
    <Section title={T.rules}>
      <Whole>
        <Typography variant="body2" color="text.secondary">
          {T.rulesHint}
        </Typography>
      </Whole>
      <FieldArray name="rules">
        {(list) => (
          <>
            {values.rules.map((_rule, index) => (
              <Whole key={index}>
                <RuleFields index={index} onRemove={() => list.remove(index)} />
              </Whole>
            ))}
            <Whole>
              <Button
                disabled={values.rules.length >= MAX_SCHEDULE_RULES}
                onClick={() => list.push(newRule())}
              >
                {T.addRule}
              </Button>
            </Whole>
          </>
        )}
      </FieldArray>
    </Section>
  );
}

/** One weekly rule: its season, days, start times and seats. */
function RuleFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { values } = useFormikContext<ScheduleFormValues>();
  const name = `rules.${index}`;
  const times = values.rules[index].times;
  const timesProblem = useGroupProblem(`${name}.times`);
  return (
    <Paper
      variant="outlined"
      component="fieldset"
      aria-label={T.rule(index + 1)}
      sx={{ p: 2, m: 0 }}
    >
      <Grid container spacing={2}>
        <Cell size={4}>
          <DateField name={`${name}.from`} label={T.from} />
        </Cell>
        <Cell size={4}>
          <DateField name={`${name}.to`} label={T.to} />
        </Cell>
        <Cell size={4}>
          <NumberField name={`${name}.capacity`} label={T.capacity} />
        </Cell>
        <Whole>
          <WeekdayPicker name={`${name}.weekdays`} />
        </Whole>
        <FieldArray name={`${name}.times`}>
          {(list) => (
            <Whole>
              <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
                {T.times}
              </Typography>
              <Stack spacing={1}>
                {times.map((_time, position) => (
                  <Stack key={position} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box sx={{ maxWidth: 200, flexGrow: 1 }}>
                      <DateField
                        name={`${name}.times.${position}`}
                        label={T.time(position + 1)}
                        type="time"
                      />
                    </Box>
                    <RemoveButton
                      label={T.removeTime(position + 1)}
                      onClick={() => list.remove(position)}
                    />
                  </Stack>
                ))}
                {timesProblem && <Typography color="error">{timesProblem}</Typography>}
                <Box>
                  <Button disabled={times.length >= MAX_TIMES} onClick={() => list.push('09:00')}>
                    {T.addTime}
                  </Button>
                </Box>
              </Stack>
            </Whole>
          )}
        </FieldArray>
        <Whole>
          <RemoveButton label={T.removeRule(index + 1)} onClick={onRemove} />
        </Whole>
      </Grid>
    </Paper>
  );
}

function ClosuresFields() {
  const { values } = useFormikContext<ScheduleFormValues>();
  return (
    <Section title={T.closures}>
      <FieldArray name="closures">
        {(list) => (
          <>
            {values.closures.map((_date, index) => (
              <Whole key={index}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ maxWidth: 240, flexGrow: 1 }}>
                    <DateField name={`closures.${index}`} label={T.closure(index + 1)} />
                  </Box>
                  <RemoveButton
                    label={T.removeClosure(index + 1)}
                    onClick={() => list.remove(index)}
                  />
                </Stack>
              </Whole>
            ))}
            <Whole>
              <Button
                disabled={values.closures.length >= MAX_CLOSURES}
                onClick={() => list.push(addDays(operatorToday(), 1))}
              >
                {T.addClosure}
              </Button>
            </Whole>
          </>
        )}
      </FieldArray>
    </Section>
  );
}
