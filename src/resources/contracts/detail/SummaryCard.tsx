import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/PanelCard';
import { formatLongDate } from '../../../i18n/format';
import { contracts } from '../../../schema/resources/contracts';
import { Cell } from '../../cells';
import { endDateText, euroText, isIndefinite, periodText, type Translate } from '../contractText';
import { StatusChip } from '../StatusChip';
import { type Definition, DefinitionGrid } from './DefinitionGrid';

/** The wizard step (1-based, `?step=`) that edits each part of the summary. */
export const WIZARD_STEPS = { general: 1, people: 2, dates: 3, alerts: 4, specifications: 5 } as const;
export type WizardStep = keyof typeof WIZARD_STEPS;

export const editStepPath = (id: RaRecord['id'], step: WizardStep) =>
  `/contracts/${id}/edit?step=${WIZARD_STEPS[step]}`;

const fieldLabel = (translate: Translate, name: string) => translate(`resources.contracts.fields.${name}`);

/** A reference (or several) by name, a dash when there is none. */
const Named = ({
  record,
  name,
  none,
}: {
  record: RaRecord;
  name: keyof typeof contracts.meta;
  none: string;
}) => {
  const value = record[name];
  if (value == null || (Array.isArray(value) && value.length === 0)) return <>{none}</>;
  return <Cell resource="contracts" name={name} meta={contracts.meta[name]} />;
};

const daysLeftText = (translate: Translate, daysLeft: unknown, none: string): string => {
  if (typeof daysLeft !== 'number') return none;
  if (daysLeft === 0) return translate('app.contracts.detail.ends_today');
  return daysLeft > 0
    ? translate('resources.contracts.values.days_left', { smart_count: daysLeft })
    : translate('resources.contracts.values.days_ago', { smart_count: -daysLeft });
};

const alertText = (translate: Translate, record: RaRecord, alert: 'endAlert' | 'noticeAlert'): string => {
  const period = periodText(translate, record[`${alert}Amount`], record[`${alert}Unit`]);
  return record[`${alert}Enabled`] === true && period
    ? translate('app.contracts.detail.alert_advance', { period })
    : translate('app.contracts.detail.alert_off');
};

function sections(
  translate: Translate,
  record: RaRecord,
  offersAsked: boolean,
): [WizardStep, Definition[]][] {
  const none = translate('app.contracts.detail.none');
  const named = (name: keyof typeof contracts.meta): Definition => ({
    key: name,
    label: fieldLabel(translate, name),
    value: <Named record={record} name={name} none={none} />,
  });
  const text = (key: string, label: string, value: ReactNode, wide = false): Definition => ({
    key,
    label,
    value: value === '' || value == null ? none : value,
    wide,
  });
  const notice = periodText(translate, record.noticeAmount, record.noticeUnit);
  return [
    [
      'general',
      [
        text('number', fieldLabel(translate, 'number'), record.number as string),
        text('reference', fieldLabel(translate, 'reference'), record.reference as string),
        named('supplierType'),
        text('status', fieldLabel(translate, 'status'), <StatusChip status={record.status} />),
        text('description', fieldLabel(translate, 'description'), record.description as string, true),
      ],
    ],
    [
      'people',
      [
        text('supplier', fieldLabel(translate, 'supplier'), record.supplierName as string),
        named('supplierContact'),
        named('location'),
        named('owner'),
        named('internalContacts'),
        named('receivers'),
      ],
    ],
    [
      'dates',
      [
        text(
          'startsAt',
          fieldLabel(translate, 'startsAt'),
          formatLongDate(record.startsAt as string | null) ||
            translate('resources.contracts.values.no_start_date'),
        ),
        text(
          'endsAt',
          fieldLabel(translate, 'endsAt'),
          isIndefinite(record)
            ? translate('resources.contracts.values.indefinite')
            : formatLongDate(record.endsAt as string | null),
        ),
        text(
          'currentEndsAt',
          translate('app.contracts.detail.current_ends_at'),
          endDateText(translate, record, formatLongDate),
        ),
        text('daysLeft', fieldLabel(translate, 'daysLeft'), daysLeftText(translate, record.daysLeft, none)),
        text(
          'noticeAmount',
          fieldLabel(translate, 'noticeAmount'),
          notice ?? translate('resources.contracts.values.no_notice'),
        ),
        text(
          'noticeDeadline',
          fieldLabel(translate, 'noticeDeadline'),
          formatLongDate(record.noticeDeadline as string | null),
        ),
        text(
          'renewalMonths',
          translate('app.contracts.detail.renewal'),
          typeof record.renewalMonths === 'number'
            ? translate('resources.contracts.values.renewal', { months: record.renewalMonths })
            : translate('resources.contracts.values.no_renewal'),
        ),
        text('yearlyValue', fieldLabel(translate, 'yearlyValue'), euroText(record.yearlyValue)),
        ...(offersAsked
          ? [
              text(
                'offersOptIn',
                fieldLabel(translate, 'offersOptIn'),
                translate(record.offersOptIn === true ? 'app.views.yes' : 'app.views.no'),
              ),
            ]
          : []),
      ],
    ],
    [
      'alerts',
      [
        text('endAlert', fieldLabel(translate, 'endAlertEnabled'), alertText(translate, record, 'endAlert')),
        text(
          'noticeAlert',
          fieldLabel(translate, 'noticeAlertEnabled'),
          alertText(translate, record, 'noticeAlert'),
        ),
      ],
    ],
  ];
}

/**
 * Every field of the contract, grouped as the wizard asks them; each group links to its step
 * when the viewer may edit. Dates in words ('14 april 2026'), amounts in euros.
 */
export const SummaryCard = ({
  record,
  offersAsked,
  canEdit,
}: {
  record: RaRecord;
  /** The type is suitable for purchasing advice, so the offers opt-in means something. */
  offersAsked: boolean;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  return (
    <PanelCard title={translate('app.contracts.detail.summary')}>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {sections(translate, record, offersAsked).map(([step, items]) => {
          const title = translate(`app.contracts.wizard.steps.${step}`);
          return (
            <Box key={step} component="section" aria-label={title}>
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {title}
                </Typography>
                {canEdit ? (
                  <Tooltip title={translate('app.contracts.detail.edit_section', { section: title })}>
                    <IconButton
                      size="small"
                      component={RouterLink}
                      to={editStepPath(record.id, step)}
                      aria-label={translate('app.contracts.detail.edit_section', { section: title })}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Box>
              <DefinitionGrid items={items} />
            </Box>
          );
        })}
      </Stack>
    </PanelCard>
  );
};
