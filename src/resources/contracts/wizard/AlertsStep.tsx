import { Alert, Divider } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContractInput, Pair, SectionRest, useValue } from './fields';

const ALERTS = ['endAlert', 'noticeAlert'] as const;
type AlertName = (typeof ALERTS)[number];

/** Each alert's toggle, amount and unit, laid out by AlertFields. */
const LAID_OUT = ALERTS.flatMap((alert) => [`${alert}Enabled`, `${alert}Amount`, `${alert}Unit`] as const);

/** One alert: its toggle, then how long in advance (editable while the alert is on). */
const AlertFields = ({
  alert,
  help,
  disabled = false,
}: {
  alert: AlertName;
  help?: string;
  disabled?: boolean;
}) => {
  const enabled = useValue<boolean | undefined>(`${alert}Enabled`) === true;
  return (
    <>
      <ContractInput name={`${alert}Enabled`} meta={{ help, readOnly: disabled && !enabled }} />
      <Pair>
        <ContractInput name={`${alert}Amount`} meta={{ readOnly: !enabled, required: enabled }} />
        <ContractInput name={`${alert}Unit`} meta={{ readOnly: !enabled }} />
      </Pair>
    </>
  );
};

/**
 * Step 4: the alert before the end date (none for an indefinite contract) and the one before the
 * notice deadline (only with a notice period), then the section's other fields.
 */
export const AlertsStep = () => {
  const translate = useTranslate();
  const indefinite = useValue<boolean | undefined>('indefinite') === true;
  const noticeAmount = useValue<number | null | undefined>('noticeAmount');
  return (
    <>
      {indefinite ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('app.contracts.wizard.end_alert_indefinite')}
        </Alert>
      ) : (
        <AlertFields alert="endAlert" />
      )}
      <Divider sx={{ my: 2 }} />
      <AlertFields
        alert="noticeAlert"
        disabled={noticeAmount == null}
        help={noticeAmount == null ? 'app.contracts.wizard.notice_alert_needs_notice' : undefined}
      />
      <SectionRest section="alerts" bespoke={LAID_OUT} />
    </>
  );
};
