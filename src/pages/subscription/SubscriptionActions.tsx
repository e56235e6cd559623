import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { useToast } from '../../components/Toast';
import { formatLongDate } from '../../i18n/format';
import { httpClient } from '../../providers/httpClient';
import { monthPeriod } from '../../schema/billing';
import { addDays, dayOf } from '../../schema/contract-dates';
import type {
  CurrentSubscription,
  PlanView,
  SubscriptionOverview,
  Usage,
} from '../../schema/subscription-overview';
import { PlanCards } from './PlanCards';
import { messageOf } from './useSubscriptionOverview';

/** The last day of this month (a cancellation's end) and the 1st of the next (a change's start), as the server computes them. */
const periodDates = () => {
  const { end } = monthPeriod(dayOf());
  return { end, next: addDays(end, 1) };
};

/** Change plan (from the next period) and cancel (at the end of this one): the company admin's buttons. */
export const SubscriptionActions = ({
  subscription,
  plans,
  usage,
  onDone,
}: {
  subscription: CurrentSubscription;
  plans: PlanView[];
  usage: Record<string, Usage>;
  onDone: (overview: SubscriptionOverview) => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const [dialog, setDialog] = useState<'change' | 'cancel' | null>(null);
  const planned = subscription.pendingChange?.plan.id ?? subscription.plan.id;
  const [choice, setChoice] = useState<number>(planned);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { end, next } = periodDates();

  const call = async (path: string, body: unknown, success: string) => {
    setBusy(true);
    setError(null);
    try {
      const { json } = await httpClient(path, { method: 'POST', body: JSON.stringify(body) });
      onDone(json as SubscriptionOverview);
      toast.success(success);
      setDialog(null);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const open = (kind: 'change' | 'cancel') => {
    setChoice(planned);
    setError(null);
    setDialog(kind);
  };
  const withdraws = choice === subscription.plan.id;

  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={() => open('change')}>
          {translate('app.subscription.change')}
        </Button>
        <Button color="error" onClick={() => open('cancel')}>
          {translate('app.subscription.cancel')}
        </Button>
      </Stack>
      <Modal
        open={dialog === 'change'}
        onClose={() => setDialog(null)}
        title={translate('app.subscription.change_title')}
        maxWidth="md"
        actions={
          <>
            <Button onClick={() => setDialog(null)} disabled={busy}>
              {translate('app.common.cancel')}
            </Button>
            <Button
              variant="contained"
              disabled={busy || choice === planned}
              onClick={() =>
                call(
                  'subscription/change',
                  { plan: choice },
                  withdraws ? 'app.subscription.change_cancelled' : 'app.subscription.changed',
                )
              }
            >
              {choice === planned
                ? translate('app.subscription.change')
                : withdraws
                  ? translate('app.subscription.keep_plan')
                  : translate('app.subscription.change_confirm', { date: formatLongDate(next) })}
            </Button>
          </>
        }
      >
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.subscription.change_intro', { date: formatLongDate(next) })}
        </Alert>
        <PlanCards
          plans={plans}
          usage={usage}
          selected={choice}
          current={subscription.plan.id}
          onSelect={setChoice}
        />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        ) : null}
      </Modal>
      <ConfirmDialog
        open={dialog === 'cancel'}
        content={
          <>
            {translate('app.subscription.cancel_text', {
              date: formatLongDate(end),
            })}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {translate(error, { _: error })}
              </Alert>
            ) : null}
          </>
        }
        confirmLabel={translate('app.subscription.cancel')}
        loading={busy}
        onConfirm={() => call('subscription/cancel', {}, 'app.subscription.cancelled_toast')}
        onClose={() => setDialog(null)}
      />
    </>
  );
};
