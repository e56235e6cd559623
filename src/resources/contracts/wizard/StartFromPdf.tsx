/**
 * "Begin met een PDF" at the top of a new contract's wizard (docs/contracts-api.md#start-from-a-pdf):
 * the chosen PDF is read by the server (nothing stored), what it says about the terms fills the
 * steps, and each filled value stays listed here as suggested, with the sentence it was read from,
 * until the user confirms it ("Klopt") or changes it in its step. The PDF is queued as the
 * contract's first document, uploaded on save like the documents step's. Another PDF chosen after
 * it takes its place: the first one's values the user left as they were go back to what the form
 * held before, and the first PDF leaves the queue.
 */
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { Alert, Box, Button, Chip, LinearProgress, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDate } from '../../../i18n/format';
import { httpClient } from '../../../providers/httpClient';
import type { Analysis, Suggestions } from '../../../schema/contract-analysis';
import { labelKey } from '../../../schema/dsl';
import { contracts } from '../../../schema/resources/contracts';
import { periodText } from '../contractText';
import type { useUploads } from './uploads';

/** One line of the list: the form fields it filled and their values. */
interface Filled {
  key: string;
  label: string;
  text: string;
  quote: string;
  values: Record<string, unknown>;
}

/** What a PDF did to the form: its lines, what its fields held before, and its queued document. */
interface Applied {
  lines: Filled[];
  before: Record<string, unknown>;
  upload: string;
}

function filledOf(suggestions: Suggestions, translate: (key: string, options?: object) => string): Filled[] {
  const label = (field: string) => translate(labelKey(contracts, field));
  const lines: Filled[] = [];
  const { startsAt, endsAt, noticeAmount, noticeUnit, renewalMonths, supplier } = suggestions;
  if (supplier)
    lines.push({
      key: 'supplier',
      label: label('supplier'),
      text: supplier.value.name,
      quote: supplier.quote,
      values: { supplierType: supplier.value.supplierType, supplier: supplier.value.id },
    });
  for (const [field, found] of [
    ['startsAt', startsAt],
    ['endsAt', endsAt],
  ] as const)
    if (found)
      lines.push({
        key: field,
        label: label(field),
        text: formatDate(found.value),
        quote: found.quote,
        values: { [field]: found.value, ...(field === 'endsAt' ? { indefinite: false } : {}) },
      });
  if (noticeAmount && noticeUnit)
    lines.push({
      key: 'notice',
      label: label('noticeAmount'),
      text: periodText(translate, noticeAmount.value, noticeUnit.value) ?? '',
      quote: noticeAmount.quote,
      values: { noticeAmount: noticeAmount.value, noticeUnit: noticeUnit.value },
    });
  if (renewalMonths)
    lines.push({
      key: 'renewalMonths',
      label: label('renewalMonths'),
      text: periodText(translate, renewalMonths.value, 'months') ?? '',
      quote: renewalMonths.quote,
      values: { renewalMonths: renewalMonths.value },
    });
  return lines;
}

const STATE_COLOURS = { suggested: 'warning', confirmed: 'success', changed: 'info' } as const;

export const StartFromPdf = ({ uploads }: { uploads: ReturnType<typeof useUploads> }) => {
  const translate = useTranslate();
  const form = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const [applied, setApplied] = useState<Applied | null>(null);
  const [confirmed, setConfirmed] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useWatch({ control: form.control });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = new FormData();
      body.append('file', file);
      const { json } = await httpClient('contracts/analyse', { method: 'POST', body });
      const analysis = json as Analysis;
      if (applied) withdraw(applied);
      const lines = filledOf(analysis.suggestions, translate);
      const before: Record<string, unknown> = {};
      for (const line of lines)
        for (const [field, value] of Object.entries(line.values)) {
          before[field] = form.getValues(field);
          form.setValue(field, value, { shouldDirty: true, shouldValidate: false });
        }
      // The PDF becomes the contract's first document.
      const [upload] = uploads.add([file], 'first');
      setApplied({ lines, before, upload: upload?.key ?? '' });
      setConfirmed(new Set());
      if (analysis.characters === 0) setProblem(translate('app.contracts.wizard.pdf.no_text'));
    } catch (error) {
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      setProblem(translate(errors?.file ?? 'app.contracts.wizard.pdf.failed'));
    } finally {
      setBusy(false);
    }
  };

  /** An earlier PDF's values the user left as the PDF said go back; its document leaves the queue. */
  const withdraw = ({ lines, before, upload }: Applied) => {
    for (const line of lines)
      for (const [field, value] of Object.entries(line.values))
        if (form.getValues(field) === value)
          form.setValue(field, before[field], { shouldDirty: true, shouldValidate: false });
    uploads.remove(upload);
  };

  const filled = applied?.lines ?? null;

  /** A line's state: changed once any of its fields differs from what the PDF said. */
  const stateOf = (line: Filled): keyof typeof STATE_COLOURS => {
    const changed = Object.entries(line.values).some(
      ([field, value]) => (current as Record<string, unknown>)[field] !== value,
    );
    if (changed) return 'changed';
    return confirmed.has(line.key) ? 'confirmed' : 'suggested';
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" startIcon={<PictureAsPdfIcon />} disabled={busy}>
          {translate('app.contracts.wizard.pdf.start')}
          <input
            ref={input}
            type="file"
            accept="application/pdf,.pdf"
            hidden
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              if (input.current) input.current.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color="text.secondary">
          {translate('app.contracts.wizard.pdf.intro')}
        </Typography>
      </Box>
      {busy ? <LinearProgress aria-label={translate('app.contracts.wizard.pdf.reading')} /> : null}
      {problem ? <Alert severity="warning">{problem}</Alert> : null}
      {filled && filled.length === 0 && !problem ? (
        <Alert severity="info">{translate('app.contracts.wizard.pdf.nothing')}</Alert>
      ) : null}
      {filled && filled.length > 0 ? (
        <Box
          component="ul"
          aria-label={translate('app.contracts.wizard.pdf.suggested_list')}
          sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
        >
          {filled.map((line) => {
            const state = stateOf(line);
            return (
              <Box
                component="li"
                key={line.key}
                sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
              >
                <Chip
                  size="small"
                  color={STATE_COLOURS[state]}
                  variant={state === 'suggested' ? 'filled' : 'outlined'}
                  label={translate(`app.contracts.wizard.pdf.states.${state}`)}
                  sx={{ minWidth: 96 }}
                />
                <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
                  <Typography variant="body2">
                    <strong>{line.label}:</strong> {line.text}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                    “{line.quote}”
                  </Typography>
                </Box>
                {state === 'suggested' ? (
                  <Button size="small" onClick={() => setConfirmed(new Set([...confirmed, line.key]))}>
                    {translate('app.contracts.wizard.pdf.confirm')}
                  </Button>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ) : null}
    </Box>
  );
};
