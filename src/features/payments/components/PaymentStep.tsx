import { useMemo, useState } from 'react';
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
import { useBookingFormat } from '@/features/bookings';
import { ApproxAmount } from '@/features/currency';
import { useT } from '@/i18n';
import { partsDueNow, type PartChoice } from '../dueNow';
import { paymentMessages } from '../messages';
import { methodName } from '../methodName';
import {
  useGetBookingPaymentQuery,
  useGetPaymentMethodsQuery,
  usePayBookingMutation,
} from '../paymentsApi';
import { PayOutcome } from './PayOutcome';

interface PayValues {
  part: PayPart;
  method: VisitorMethod | '';
}

const paySchemaOf = (methodMissing: string) =>
  yup.object({
    part: yup.string().required(),
    method: yup.string().required(methodMissing),
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
  const t = useT();
  const payment = useGetBookingPaymentQuery(bookingId, { refetchOnMountOrArgChange: true });
  const methods = useGetPaymentMethodsQuery();
  const [answer, setAnswer] = useState<PayAnswer | null>(null);
  return (
    <Box component="section" aria-label={t(paymentMessages.title)}>
      {showTitle && (
        <Typography variant="h5" component="h2" gutterBottom>
          {t(paymentMessages.title)}
        </Typography>
      )}
      {answer ? (
        <PayOutcome answer={answer} />
      ) : payment.data && methods.data ? (
        <PayForm payment={payment.data} methods={methods.data} onAnswer={setAnswer} />
      ) : payment.error || methods.error ? (
        <Alert severity="error">
          {payment.error
            ? serverMessage(payment.error, t(paymentMessages.loadFailed))
            : t(paymentMessages.methodsFailed)}
        </Alert>
      ) : (
        <Typography role="status">{t(paymentMessages.loading)}</Typography>
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
  const t = useT();
  const paySchema = useMemo(() => paySchemaOf(t(paymentMessages.methodLabel)), [t]);
  const [pay] = usePayBookingMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const parts = partsDueNow(payment);
  const submit = useSubmitOnce(async (key: SubmitKey, values: PayValues) => {
    setFailure(null);
    try {
      const body = { part: values.part, method: values.method as VisitorMethod };
      onAnswer(await pay({ id: payment.bookingId, body, key }).unwrap());
    } catch (error) {
      setFailure(
        isNetworkFailure(error)
          ? t(paymentMessages.network)
          : serverMessage(error, t(paymentMessages.failed)),
      );
    }
  }, undefined);

  if (parts.length === 0) return <Typography>{t(paymentMessages.nothingDue)}</Typography>;
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
            label={t(paymentMessages.methodLabel)}
            choices={methods.map(({ method, label }) => ({
              value: method,
              label: methodName(t, method, label),
            }))}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting}>
              {t(form.isSubmitting ? paymentMessages.paying : paymentMessages.pay)}
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
  const t = useT();
  const format = useBookingFormat();
  const money = (amount: number) => format.money(amount, payment.currency);
  const chosen = parts.find((choice) => choice.part === values.part) ?? parts[0];
  const balance = Math.round((payment.amountDue - chosen.amount) * 100) / 100;
  return (
    <>
      {payment.amountPaid > 0 && (
        <Typography>
          {t(paymentMessages.paidSoFar, { amount: money(payment.amountPaid) })}
        </Typography>
      )}
      {parts.length > 1 ? (
        <ChoiceGroup
          name="part"
          label={t(paymentMessages.partLabel)}
          choices={parts.map(({ part, amount }) => ({
            value: part,
            label: t(part === 'deposit' ? paymentMessages.deposit : paymentMessages.full, {
              amount: money(amount),
            }),
          }))}
        />
      ) : (
        <Typography variant="h6" component="p">
          {t(paymentMessages.dueNow, { amount: money(chosen.amount) })}
        </Typography>
      )}
      <ApproxAmount amount={chosen.amount} sx={{ ml: 0 }} />
      {balance > 0 && payment.balanceDueDate && (
        <Typography color="text.secondary">
          {t(paymentMessages.balanceLater, {
            amount: money(balance),
            date: format.day(payment.balanceDueDate),
          })}
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
