import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';
import { FormCheckbox } from '@/components/form/FormCheckbox';
import { FormTextField } from '@/components/form/FormTextField';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import type { ExcursionPricing } from '@/contract/wire/departures';
import { Section, Whole } from '../components/CatalogFields';
import { ConsoleForm } from '../components/ConsoleForm';
import { useConsoleSave } from '../components/useConsoleSave';
import { CONSOLE } from '../texts';
import { useGetPricingQuery, useSavePricingMutation } from './departuresApi';
import { renameFieldErrors } from './formRules';
import { Cell, NestedCheckbox, NumberField, useGroupProblem } from './ListFields';
import {
  pricingFieldOf,
  pricingFormValuesOf,
  pricingInputOf,
  pricingSchema,
  type PricingFormValues,
} from './pricingForm';
import { DEPARTURE_TEXTS } from './texts';

const T = DEPARTURE_TEXTS.pricing;

/** An excursion's prices: on request, or a price per adult, child and infant with their ages. */
export function PricingEditor({ excursionId }: { excursionId: number }) {
  const { data, isError } = useGetPricingQuery(excursionId);
  if (isError) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!data) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  return <PricingForm excursionId={excursionId} pricing={data} />;
}

function PricingForm({ excursionId, pricing }: { excursionId: number; pricing: ExcursionPricing }) {
  const [save] = useSavePricingMutation();
  const submit = useConsoleSave(async (values: PricingFormValues) => {
    try {
      return await save({ id: excursionId, pricing: pricingInputOf(values) }).unwrap();
    } catch (error) {
      throw renameFieldErrors(error, (field) => pricingFieldOf(values, field));
    }
  }, T.failed);
  return (
    <ConsoleForm<PricingFormValues>
      initialValues={pricingFormValuesOf(pricing)}
      schema={pricingSchema}
      onSubmit={submit}
      label={T.title}
      saveText={T.save}
    >
      <PricingFields />
    </ConsoleForm>
  );
}

function PricingFields() {
  const { values } = useFormikContext<PricingFormValues>();
  const problem = useGroupProblem('units');
  return (
    <>
      <Section title={T.title}>
        <Whole>
          <FormCheckbox name="onRequest" label={T.onRequest} />
        </Whole>
        {values.onRequest && (
          <Whole>
            <Alert severity="info">{T.onRequestHint}</Alert>
          </Whole>
        )}
        {problem && (
          <Whole>
            <Alert severity="error">{problem}</Alert>
          </Whole>
        )}
      </Section>
      {values.units.map((unit, index) => (
        <Section key={unit.unit} title={T.units[unit.unit]}>
          <Whole>
            <NestedCheckbox name={`units.${index}.offered`} label={T.offered(T.units[unit.unit])} />
          </Whole>
          {unit.offered && (
            <>
              <Cell size={6}>
                <FormTextField
                  name={`units.${index}.label`}
                  label={T.fields.label}
                  binding={{ withMessage: true }}
                  required
                  fullWidth
                />
              </Cell>
              <Cell size={6}>
                <NumberField name={`units.${index}.price`} label={T.fields.price} decimal />
              </Cell>
              <Cell size={3}>
                <NumberField name={`units.${index}.minAge`} label={T.fields.minAge} />
              </Cell>
              <Cell size={3}>
                <NumberField name={`units.${index}.maxAge`} label={T.fields.maxAge} />
              </Cell>
            </>
          )}
        </Section>
      ))}
    </>
  );
}
