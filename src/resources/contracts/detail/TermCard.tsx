import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CardListItem } from '../../../components/CardListItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelCard } from '../../../components/PanelCard';
import { useToast } from '../../../components/Toast';
import { formatDateTime, formatLongDate } from '../../../i18n/format';
import { type ContractRecord, contractPath } from '../../../schema/resources/contracts';
import { type ContractOutcome, listOutcomes, undoDeadlineHandling } from '../contractApi';
import { HandleDeadlineDialog } from '../outcome/HandleDeadlineDialog';
import { useContractItems } from './useContractItems';

/** One handled term: what became of it, who said so, when and how. */
const OutcomeLine = ({ outcome }: { outcome: ContractOutcome }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2">
        {translate('app.outcome.handled_by', {
          outcome: translate(`app.outcome.names.${outcome.outcome}`),
          name: outcome.handledBy.name,
          date: formatDateTime(outcome.handledAt),
        })}
      </Typography>
      {outcome.newEndsAt ? (
        <Typography variant="body2">
          {translate('app.outcome.renewed_to', { date: formatLongDate(outcome.newEndsAt) })}
        </Typography>
      ) : null}
      {outcome.followUp ? (
        <Link component={RouterLink} to={contractPath(outcome.followUp.id)} variant="body2">
          {translate('app.outcome.follow_up_link', { number: outcome.followUp.number })}
        </Link>
      ) : null}
      {outcome.via === 'link' ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.outcome.via_link')}
        </Typography>
      ) : null}
      {outcome.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {outcome.note}
        </Typography>
      ) : null}
    </>
  );
};

/**
 * The current term and what became of it (docs/requirements.md#handled-deadlines): mark it handled
 * or undo that, and the history of earlier terms' outcomes.
 */
export const TermCard = ({
  record,
  canEdit,
  onChanged,
}: {
  record: ContractRecord;
  canEdit: boolean;
  onChanged: () => void;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const { items: outcomes, loading, reload } = useContractItems(record.id, listOutcomes);
  const [handling, setHandling] = useState(false);
  const [undoing, setUndoing] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = record.currentEndsAt !== null && record.status !== 'expired' && record.status !== 'archived';
  const current = record.handled
    ? outcomes.find((outcome) => outcome.termEndsAt === record.currentEndsAt)
    : undefined;
  const earlier = outcomes.filter((outcome) => outcome !== current);
  const changed = () => {
    void reload();
    onChanged();
  };
  const undo = async () => {
    setBusy(true);
    try {
      await undoDeadlineHandling(record.id);
      toast.success('app.outcome.undone');
      setUndoing(false);
      changed();
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <PanelCard title={translate('app.outcome.card_title')} loading={loading}>
      {open && record.currentEndsAt ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', pb: 1 }}>
          {record.handled ? (
            <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
          ) : (
            <EventIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
          )}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">
              {translate('app.outcome.current')}
            </Typography>
            <Typography variant="body2">
              {record.noticeDeadline
                ? translate('app.outcome.term', {
                    date: formatLongDate(record.currentEndsAt),
                    notice: formatLongDate(record.noticeDeadline),
                  })
                : translate('app.outcome.term_without_notice', {
                    date: formatLongDate(record.currentEndsAt),
                  })}
            </Typography>
            {current ? (
              <OutcomeLine outcome={current} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('app.outcome.open')}
              </Typography>
            )}
          </Box>
          {canEdit && !record.handled ? (
            <Button variant="outlined" size="small" onClick={() => setHandling(true)}>
              {translate('app.outcome.action')}
            </Button>
          ) : null}
          {canEdit && current ? (
            <Button size="small" onClick={() => setUndoing(true)}>
              {translate('app.outcome.undo')}
            </Button>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.outcome.none')}</Typography>
      )}
      {earlier.length > 0 ? (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {translate('app.outcome.history')}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
            {earlier.map((outcome) => (
              <CardListItem
                key={outcome.id}
                icon={<CheckCircleIcon color="action" aria-hidden sx={{ mt: 0.25 }} />}
              >
                <Typography variant="body2" color="text.secondary">
                  {translate('app.outcome.term_without_notice', { date: formatLongDate(outcome.termEndsAt) })}
                </Typography>
                <OutcomeLine outcome={outcome} />
              </CardListItem>
            ))}
          </Box>
        </>
      ) : null}
      {handling ? (
        <HandleDeadlineDialog
          open
          contract={{
            id: record.id,
            number: record.number,
            currentEndsAt: record.currentEndsAt,
            noticeDeadline: record.noticeDeadline,
          }}
          onClose={() => setHandling(false)}
          onHandled={() => {
            setHandling(false);
            changed();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={undoing}
        title={translate('app.outcome.undo')}
        content={translate('app.outcome.undo_confirm')}
        confirmLabel={translate('app.outcome.undo')}
        loading={busy}
        onConfirm={() => void undo()}
        onClose={() => setUndoing(false)}
      />
    </PanelCard>
  );
};
