import { Button, Typography } from '@mui/material';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AutoGrowTextarea } from '../../../components/AutoGrowTextarea';
import { Dropdown, type DropdownValue } from '../../../components/Dropdown';
import { Modal } from '../../../components/Modal';
import { optionsLoader } from '../../../components/optionsSource';
import { useToast } from '../../../components/Toast';
import { textLimit, tooLong } from '../../../components/textLimit';
import { formatLongDate } from '../../../i18n/format';
import { useFieldErrorSubmit } from '../../../pages/account/serverErrors';
import { OUTCOME_NOTE_MAX_LENGTH, OUTCOMES, type Outcome } from '../../../schema/contract-dates';
import { handleDeadline } from '../contractApi';
import { OutcomeChoice } from './OutcomeChoice';

export interface HandledContract {
  id: number;
  number: string;
  currentEndsAt: string | null;
  noticeDeadline: string | null;
}

/**
 * Marks the contract's current term handled (docs/requirements.md#handled-deadlines): what became
 * of it, the new end date of a renewal, the follow-up of a replaced contract, a note. Used on the
 * contract page and in the calendar.
 */
export const HandleDeadlineDialog = ({
  contract,
  open,
  onClose,
  onHandled,
}: {
  contract: HandledContract;
  open: boolean;
  onClose: () => void;
  onHandled: () => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const formId = useId();
  const { errors, setErrors, busy, send } = useFieldErrorSubmit();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [followUp, setFollowUp] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const loadContracts = useMemo(() => optionsLoader('contracts', { paged: true }), []);
  const errorOf = (name: string) => (errors[name] ? translate(errors[name], { _: errors[name] }) : null);
  const termEndsAt = contract.currentEndsAt ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!outcome) missing.outcome = 'app.validation.required';
    if (outcome === 'renewed' && !endsAt) missing.endsAt = 'app.validation.required';
    if (outcome === 'new_contract' && followUp === null) missing.followUpId = 'app.validation.required';
    if (tooLong(note, OUTCOME_NOTE_MAX_LENGTH)) missing.note = 'app.validation.too_long';
    if (!outcome || Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    void send(async () => {
      await handleDeadline(contract.id, {
        outcome,
        endsAt: outcome === 'renewed' ? endsAt : null,
        followUpId: outcome === 'new_contract' ? followUp : null,
        note: note.trim() || null,
      });
      toast.success('app.outcome.saved');
      onHandled();
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={translate('app.outcome.dialog_title', { number: contract.number })}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {translate('app.common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="contained" disabled={busy}>
            {translate('app.outcome.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Typography color="text.secondary">
          {contract.noticeDeadline
            ? translate('app.outcome.term', {
                date: formatLongDate(termEndsAt),
                notice: formatLongDate(contract.noticeDeadline),
              })
            : translate('app.outcome.term_without_notice', { date: formatLongDate(termEndsAt) })}
        </Typography>
        <OutcomeChoice
          outcomes={OUTCOMES}
          value={outcome}
          onChange={setOutcome}
          endsAt={endsAt}
          onEndsAtChange={setEndsAt}
          termEndsAt={termEndsAt}
          errorOf={errorOf}
        />
        {outcome === 'new_contract' ? (
          <Dropdown
            margin="normal"
            required
            label={translate('app.outcome.follow_up')}
            value={followUp}
            onChange={(next: DropdownValue | DropdownValue[] | null) =>
              setFollowUp(next === null || Array.isArray(next) ? null : Number(next))
            }
            loadOptions={loadContracts}
            error={errorOf('followUpId')}
          />
        ) : null}
        <AutoGrowTextarea
          margin="normal"
          label={translate('app.outcome.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          {...textLimit(translate, {
            text: note,
            max: OUTCOME_NOTE_MAX_LENGTH,
            errorKey: errors.note,
            error: errorOf('note'),
          })}
        />
      </form>
    </Modal>
  );
};
