import { Button } from '@mui/material';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useGetMany, useTranslate } from 'react-admin';
import { AutoGrowTextarea } from '../../../components/AutoGrowTextarea';
import { DayInput } from '../../../components/DayInput';
import { Dropdown, type DropdownValue } from '../../../components/Dropdown';
import { Modal } from '../../../components/Modal';
import { optionsLoader } from '../../../components/optionsSource';
import { useToast } from '../../../components/Toast';
import { textLimit, tooLong } from '../../../components/textLimit';
import { useFieldErrorSubmit } from '../../../pages/account/serverErrors';
import { ALERT_MESSAGE_MAX_LENGTH } from '../../../schema/alert-defaults';
import type { ContractRecord } from '../../../schema/resources/contracts';
import { nameOf } from '../../cells';
import { addManualAlert, type ManualAlert, updateManualAlert } from '../contractApi';

const today = () => new Date().toLocaleDateString('sv-SE');

/** Who gets a new alert unless changed: the contract's receivers, else its owner. */
const defaultReceivers = (contract: ContractRecord): number[] => {
  if (contract.receivers.length > 0) return contract.receivers;
  return contract.owner !== null ? [contract.owner] : [];
};

/**
 * A manual alert: the day it goes out, the message and who receives it; the server checks all
 * three. Given an `alert`, the dialog starts with its values and changes it (on or off as it was).
 */
export const AddAlertDialog = ({
  contract,
  alert,
  onClose,
  onSaved,
}: {
  contract: ContractRecord;
  alert?: ManualAlert;
  onClose: () => void;
  onSaved: () => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const formId = useId();
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();
  const [sendOn, setSendOn] = useState(alert?.sendOn ?? '');
  const [message, setMessage] = useState(alert?.message ?? '');
  const [receivers, setReceivers] = useState<number[]>(() => alert?.receivers ?? defaultReceivers(contract));
  // A changed alert may keep a date that has passed (the server allows the date it had).
  const earliest = alert && alert.sendOn < today() ? alert.sendOn : today();
  const loadUsers = useMemo(() => optionsLoader('users', { paged: true }), []);
  // The names of the users chosen before any search (the defaults).
  const { data: chosen } = useGetMany('users', { ids: receivers }, { enabled: receivers.length > 0 });
  const selectedOptions = (chosen ?? []).map((user) => ({ value: user.id, text: nameOf('users', user) }));
  const errorOf = (name: string) => (errors[name] ? translate(errors[name], { _: errors[name] }) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      [
        ['sendOn', sendOn],
        ['message', message.trim()],
      ]
        .filter(([, value]) => value === '')
        .map(([name]) => [name, 'app.validation.required']),
    );
    if (tooLong(message, ALERT_MESSAGE_MAX_LENGTH)) missing.message = 'app.validation.too_long';
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    void send(async () => {
      const values = { sendOn, message: message.trim(), receivers, enabled: alert?.enabled ?? true };
      if (alert) await updateManualAlert(contract.id, alert.id, values);
      else await addManualAlert(contract.id, values);
      toast.success(alert ? 'app.contracts.detail.alerts.saved' : 'app.contracts.detail.alerts.added');
      onSaved();
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={translate(alert ? 'app.contracts.detail.alerts.edit_title' : 'app.contracts.detail.alerts.add')}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={busy}>
            {translate('app.common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <DayInput
          required
          label={translate('app.contracts.detail.alerts.send_on')}
          value={sendOn}
          onChange={setSendOn}
          error={errorOf('sendOn')}
          min={earliest}
        />
        <AutoGrowTextarea
          required
          margin="normal"
          label={translate('app.contracts.detail.alerts.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          {...textLimit(translate, {
            text: message,
            max: ALERT_MESSAGE_MAX_LENGTH,
            errorKey: errors.message,
            error: errorOf('message'),
          })}
        />
        <Dropdown
          multiple
          margin="normal"
          label={translate('app.contracts.detail.alerts.receivers')}
          value={receivers}
          onChange={(next: DropdownValue | DropdownValue[] | null) =>
            setReceivers(Array.isArray(next) ? next.map(Number) : [])
          }
          loadOptions={loadUsers}
          selectedOptions={selectedOptions}
          error={errorOf('receivers')}
        />
      </form>
    </Modal>
  );
};
