import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DayInput } from '../components/DayInput';
import { formatEuro, formatLongDate } from '../i18n/format';
import {
  OfferLinkError,
  type OfferRequestView,
  openOfferLink,
  submitOffer,
} from '../resources/contracts/offers/offerApi';
import { OFFER_PDF_MAX_BYTES } from '../schema/upload-limits';
import { AuthCard } from './AuthCard';

/** Why the link does not open the form: unknown (404), spent or closed (410), throttled (429). */
const closedKey = (failure: unknown): string => {
  if (!(failure instanceof OfferLinkError)) return 'app.offers.form.failed';
  if (failure.status === 410) return `app.offers.form.closed.${failure.errors.token ?? 'expired'}`;
  if (failure.status === 429) return 'app.offers.form.closed.throttled';
  return 'app.offers.form.closed.unknown';
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box component="div" sx={{ display: 'flex', gap: 1.5, py: 0.25 }}>
    <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: '0 0 42%' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

/**
 * /aanbod/:token: the sponsor's form behind the link in an offer request mail (no account). It
 * shows what the request shares — never who the company is — and takes one offer: yearly price,
 * valid until, explanation and an optional PDF. A spent or closed link says why, in Dutch.
 */
const OfferFormPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams<{ token: string }>();
  const [view, setView] = useState<OfferRequestView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [values, setValues] = useState({ yearlyPrice: '', validUntil: '', description: '' });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    openOfferLink(token)
      .then((opened) => {
        setView(opened);
        setValues((current) => ({ ...current, validUntil: current.validUntil || opened.validUntil }));
      })
      .catch((failure: unknown) => setProblem(closedKey(failure)));
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const price = Number(values.yearlyPrice.replace(/\./g, '').replace(',', '.'));
    if (!values.yearlyPrice.trim()) found.yearlyPrice = 'app.validation.required';
    else if (!Number.isFinite(price)) found.yearlyPrice = 'app.validation.number';
    else if (price <= 0) found.yearlyPrice = 'app.validation.too_small';
    if (!values.validUntil) found.validUntil = 'app.validation.required';
    if (file && file.size > OFFER_PDF_MAX_BYTES) found.file = 'app.offers.errors.file_too_large';
    setErrors(found);
    if (Object.keys(found).length > 0) return setNotice('app.offers.form.invalid');
    setBusy(true);
    setNotice(null);
    try {
      await submitOffer(token, { ...values, yearlyPrice: String(price), file });
      setDone(true);
    } catch (failure) {
      if (failure instanceof OfferLinkError && failure.status === 400) {
        setErrors(failure.errors);
        setNotice('app.offers.form.invalid');
      } else if (failure instanceof OfferLinkError && failure.status === 413) {
        setErrors({ file: 'app.offers.errors.file_too_large' });
      } else if (failure instanceof OfferLinkError && [404, 410, 429].includes(failure.status)) {
        setProblem(closedKey(failure));
      } else setNotice('app.offers.form.failed');
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (name: string) => (errors[name] ? translate(errors[name]) : undefined);
  const change = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <AuthCard title={translate(done ? 'app.offers.form.done_title' : 'app.offers.form.title')}>
      {problem ? (
        <Alert severity="warning">{translate(problem)}</Alert>
      ) : done ? (
        <Alert severity="success" role="status">
          {translate('app.offers.form.done')}
        </Alert>
      ) : !view ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={translate('app.common.loading')} />
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography variant="subtitle2">
            {translate('app.offers.form.for_sponsor', { sponsor: view.sponsor })}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.offers.form.intro')}
          </Typography>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {translate('app.offers.form.request')}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <Fact label={translate('app.offers.form.type')} value={view.supplierType} />
            <Fact label={translate('app.offers.form.city')} value={view.city || '-'} />
            <Fact label={translate('app.offers.form.ends_at')} value={formatLongDate(view.endsAt)} />
            <Fact
              label={translate('app.offers.form.notice_deadline')}
              value={formatLongDate(view.noticeDeadline)}
            />
            <Fact
              label={translate('app.offers.form.yearly_value')}
              value={
                view.yearlyValue === null
                  ? translate('app.offers.form.unknown')
                  : formatEuro(view.yearlyValue)
              }
            />
          </Box>
          {view.specifications.length > 0 ? (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {translate('app.offers.form.specifications')}
              </Typography>
              <Box component="dl" sx={{ m: 0 }}>
                {view.specifications.map((item) => (
                  <Fact key={item.label} label={item.label} value={item.value} />
                ))}
              </Box>
            </>
          ) : null}
          <TextField
            label={translate('app.offers.form.yearly_price')}
            value={values.yearlyPrice}
            onChange={change('yearlyPrice')}
            inputMode="decimal"
            required
            fullWidth
            margin="normal"
            error={Boolean(errors.yearlyPrice)}
            helperText={errorOf('yearlyPrice')}
          />
          <DayInput
            label={translate('app.offers.form.valid_until')}
            value={values.validUntil}
            onChange={(validUntil) => setValues((current) => ({ ...current, validUntil }))}
            required
            error={errorOf('validUntil')}
          />
          <TextField
            label={translate('app.offers.form.description')}
            value={values.description}
            onChange={change('description')}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
            error={Boolean(errors.description)}
            helperText={errorOf('description')}
          />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.offers.form.pdf')}
          </Typography>
          <Button component="label" variant="outlined" size="small" sx={{ mt: 0.5 }}>
            {file ? file.name : translate('app.offers.form.choose_pdf')}
            <input
              hidden
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          {errors.file ? (
            <Typography variant="body2" color="error" role="alert">
              {translate(errors.file)}
            </Typography>
          ) : null}
          {notice ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(notice)}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
            {translate('app.offers.form.submit')}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {translate('app.offers.form.link_valid_until', { date: formatLongDate(view.validUntil) })}
          </Typography>
        </Box>
      )}
    </AuthCard>
  );
};

export default OfferFormPage;
