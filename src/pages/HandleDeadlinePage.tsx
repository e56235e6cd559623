import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { formatLongDate } from '../i18n/format';
import { httpClient, httpStatus } from '../providers/httpClient';
import { OutcomeChoice } from '../resources/contracts/outcome/OutcomeChoice';
import { LOGIN_PATH } from '../schema/access';
import type { Outcome } from '../schema/contract-dates';
import { contractPath } from '../schema/resources/contracts';
import { AuthCard } from './AuthCard';
import { fieldErrorsOf } from './account/serverErrors';

/** What the link's page shows (server/contracts/deadline-links.ts). */
interface LinkView {
  contract: { number: string; supplierName: string; endsAt: string | null; noticeDeadline: string | null };
  termEndsAt: string;
  validUntil: string;
  firstName: string;
  outcomes: Outcome[];
}

/** Why a link no longer works: the server's reason (410), else not (or no longer) valid. */
const problemOf = (failure: unknown): string => {
  const reason = httpStatus(failure) === 410 ? fieldErrorsOf(failure).token : undefined;
  return reason ? `app.outcome.link.${reason}` : 'app.outcome.link.invalid';
};

/**
 * /afhandelen/:contractId?token=…: the page behind the link in an end or notice alert mail. Its
 * receiver says what became of the term without signing in (this one action); the link works once,
 * until its deadline. A follow-up contract is chosen in the app, which lists the company's contracts.
 */
const HandleDeadlinePage = () => {
  const translate = useTranslate();
  const { contractId = '' } = useParams<{ contractId: string }>();
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [view, setView] = useState<LinkView | null>(null);
  const [problem, setProblem] = useState<string | null>(token ? null : 'app.outcome.link.invalid');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [endsAt, setEndsAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const link = useMemo(() => ({ contractId: Number(contractId), token }), [contractId, token]);

  useEffect(() => {
    if (!token) return;
    // The token is the credential: out of the address bar (and the history, and a Referer).
    window.history.replaceState(window.history.state, '', window.location.pathname);
    httpClient('deadline-links/open', { method: 'POST', body: JSON.stringify(link) })
      .then(({ json }) => setView(json as LinkView))
      .catch((failure: unknown) => setProblem(problemOf(failure)));
  }, [token, link]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) return setErrors({ outcome: 'app.validation.required' });
    if (outcome === 'renewed' && !endsAt) return setErrors({ endsAt: 'app.validation.required' });
    setBusy(true);
    try {
      await httpClient('deadline-links/handle', {
        method: 'POST',
        body: JSON.stringify({ ...link, outcome, endsAt: outcome === 'renewed' ? endsAt : null }),
      });
      setDone(outcome);
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      if (httpStatus(failure) === 400 && Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else setProblem(problemOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (name: string) => (errors[name] ? translate(errors[name], { _: errors[name] }) : null);

  return (
    <AuthCard title={translate('app.outcome.link.title')}>
      {problem ? (
        <Alert severity="warning">{translate(problem)}</Alert>
      ) : done ? (
        <Alert severity="success" role="status">
          {translate('app.outcome.link.done', { outcome: translate(`app.outcome.names.${done}`) })}
        </Alert>
      ) : !view ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={translate('app.common.loading')} />
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography>
            {translate('app.outcome.link.intro', {
              name: view.firstName,
              number: view.contract.number,
              supplier: view.contract.supplierName,
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {view.contract.noticeDeadline
              ? translate('app.outcome.link.deadline', { date: formatLongDate(view.contract.noticeDeadline) })
              : null}
            {view.contract.noticeDeadline ? <br /> : null}
            {translate('app.outcome.link.end', { date: formatLongDate(view.termEndsAt) })}
          </Typography>
          <OutcomeChoice
            outcomes={view.outcomes}
            value={outcome}
            onChange={(next) => {
              setOutcome(next);
              setErrors({});
            }}
            endsAt={endsAt}
            onEndsAtChange={setEndsAt}
            termEndsAt={view.termEndsAt}
            errorOf={errorOf}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
            {translate('app.outcome.save')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.outcome.link.valid_until', { date: formatLongDate(view.validUntil) })}{' '}
            {translate('app.outcome.link.new_contract_hint')}
          </Typography>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link
          component={RouterLink}
          to={LOGIN_PATH}
          state={{ nextPathname: contractPath(contractId), nextSearch: '' }}
        >
          {translate('app.outcome.link.sign_in')}
        </Link>
      </Box>
    </AuthCard>
  );
};

export default HandleDeadlinePage;
