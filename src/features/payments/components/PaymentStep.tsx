import { useState } from 'react';
import { Formik, useFormikContext } from 'formik';
import * as yup from 'yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage } from '@/app/api';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import type { PayPart, VisitorMethod } from '@/contract/payments';
import type { BookingPaymentDetails, PayAnswer, PaymentMethods } from '@/contract/wire/payments';
import { formatDay, formatMoney } from '@/features/bookings';
import { partsDueNow, type PartChoice } from '../dueNow';
import {
  useGetBookingPaymentQuery,
  useGetPaymentMethodsQuery,
  usePayBookingMutation,
} from '../paymentsApi';
import { PAYMENT_TEXTS } from '../texts';
import { PayOutcome } from './PayOutcome';

const T = PAYMENT_TEXTS.step;

interface PayValues {
  part: PayPart;
  method: VisitorMethod | '';
}

const paySchema = yup.object({
  part: yup.string().required(),
  method: yup.string().required(T.methodLabel),
});

const isNetworkFailure = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === 'FETCH_ERROR';

interface PaymentStepProps {
  bookingId: number;
  /** Off inside a dialog, whose own title says it. */
  showTitle?: boolean;
}

/**
 * The payment step of a confirmed booking (API.md, "Since round 3", Payment): what is due now and
 * the methods on offer, then the gateway's checkout, the bank transfer's instructions with the
 * booking's reference, or what will be due on arrival. The amounts are the server's.
 */
export default function PaymentStep({ bookingId, showTitle = true }: PaymentStepProps) {
  const payment = useGetBookingPaymentQuery(bookingId, { refetchOnMountOrArgChange: true });
  const methods = useGetPaymentMethodsQuery();
  const [answer, setAnswer] = useState<PayAnswer | null>(null);
  return (
    <Box component="section" aria-label={T.title}>
      {showTitle && (
        <Typography variant="h5" component="h2" gutterBottom>
          {T.title}
        </Typography>
      )}
      {answer ? (
        <PayOutcome answer={answer} />
      ) : payment.data && methods.data ? (
        <PayForm payment={payment.data} methods={methods.data} onAnswer={setAnswer} />
      ) : payment.error || methods.error ? (
        <Alert severity="error">
          {payment.error ? serverMessage(payment.error, T.loadFailed) : T.methodsFailed}
        </Alert>
      ) : (
        <Typography role="status">{T.loading}</Typography>
      )}
    </Box>
  );
}

function PayForm({
  payment,
  methods,
  onAnswer,
}: {
  payment: BookingPaymentDetails;
  methods: PaymentMethods;
  onAnswer: (answer: PayAnswer) => void;
}) {
  const [pay] = usePayBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const parts = partsDueNow(payment);
  const submit = useSubmitOnce(async (key: SubmitKey, values: PayValues) => {
    setFailure(null);
    try {
      const body = { part: values.part, method: values.method as VisitorMethod };
      onAnswer(await pay({ id: payment.bookingId, body, key }).unwrap());
    } catch (error) {
      setFailure(isNetworkFailure(error) ? T.network : serverMessage(error, T.failed));
    }
  }, undefined);

  if (parts.length === 0) return <Typography>{T.nothingDue}</Typography>;
  return (
    <Formik<PayValues>
      initialValues={{ part: parts[0].part, method: methods[0]?.method ?? '' }}
      validationSchema={paySchema}
      onSubmit={(values) => submit(values)}
    >
      {(form) => (
        <Stack component="form" noValidate onSubmit={form.handleSubmit} spacing={2}>
          <DueNow payment={payment} parts={parts} />
          <ChoiceGroup
            name="method"
            label={T.methodLabel}
            choices={methods.map(({ method, label }) => ({ value: method, label }))}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {form.isSubmitting ? T.paying : T.pay}
            </Button>
          </Box>
        </Stack>
      )}
    </Formik>
  );
}

/** The amount due now, or a choice between the deposit and all of it; the balance's date. */
function DueNow({ payment, parts }: { payment: BookingPaymentDetails; parts: PartChoice[] }) {
  const { values } = useFormikContext<PayValues>();
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const chosen = parts.find((choice) => choice.part === values.part) ?? parts[0];
  const balance = Math.round((payment.amountDue - chosen.amount) * 100) / 100;
  return (
    <>
      {payment.amountPaid > 0 && <Typography>{T.paid(money(payment.amountPaid))}</Typography>}
      {parts.length > 1 ? (
        <ChoiceGroup
          name="part"
          label={T.partLabel}
          choices={parts.map(({ part, amount }) => ({
            value: part,
            label: part === 'deposit' ? T.deposit(money(amount)) : T.full(money(amount)),
          }))}
        />
      ) : (
        <Typography variant="h6" component="p">
          {T.dueNow(money(chosen.amount))}
        </Typography>
      )}
      {balance > 0 && payment.balanceDueDate && (
        <Typography color="text.secondary">
          {T.balanceLater(money(balance), formatDay(payment.balanceDueDate))}
        </Typography>
      )}
    </>
  );
}

/** Radio buttons bound to one of the form's values. */
function ChoiceGroup({
  name,
  label,
  choices,
}: {
  name: keyof PayValues;
  label: string;
  choices: Array<{ value: string; label: string }>;
}) {
  const form = useFormikContext<PayValues>();
  const problem = form.submitCount > 0 ? form.errors[name] : undefined;
  const labelId = `pay-${name}-label`;
  return (
    <FormControl error={Boolean(problem)}>
      <FormLabel id={labelId} sx={{ fontWeight: 700 }}>
        {label}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name={name}
        value={form.values[name]}
        onChange={form.handleChange}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
      {problem && <FormHelperText>{problem}</FormHelperText>}
    </FormControl>
  );
}
