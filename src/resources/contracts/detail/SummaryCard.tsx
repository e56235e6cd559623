import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Divider, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type RaRecord, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/PanelCard';
import { formatLongDate } from '../../../i18n/format';
import { fieldsOfSection, labelKey } from '../../../schema/dsl';
import type { FieldMeta } from '../../../schema/fields';
import { type ContractRecord, contracts } from '../../../schema/resources/contracts';
import { Cell } from '../../cells';
import { endDateText, periodText, type Translate } from '../contractText';
import { StatusChip } from '../StatusChip';
import { type ContractField, stepNumberOf } from '../wizard/steps';
import { type Definition, DefinitionGrid } from './DefinitionGrid';

/** The wizard step that edits a section of the contract. */
export const editStepPath = (id: RaRecord['id'], section: string) =>
  `/contracts/${id}/edit?step=${stepNumberOf(section)}`;

const META: Readonly<Record<string, FieldMeta>> = contracts.meta;

const isBlank = (value: unknown) =>
  value == null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * A declared field's value as the summary reads it: dates in words ('14 april 2026'), yes/no,
 * everything else as a list cell shows it (names of references, euros, choices); a dash when empty.
 */
const FieldValue = ({
  record,
  name,
  none,
}: {
  record: ContractRecord;
  name: ContractField;
  none: string;
}) => {
  const translate = useTranslate();
  const value = record[name];
  const meta = META[name];
  if (isBlank(value)) return <>{none}</>;
  switch (meta.kind) {
    case 'date':
      return <>{formatLongDate(String(value))}</>;
    case 'boolean':
      return <>{translate(value === true ? 'app.views.yes' : 'app.views.no')}</>;
    default:
      return <Cell resource={contracts.name} name={name} meta={meta} />;
  }
};

const daysLeftText = (translate: Translate, daysLeft: unknown, none: string): string => {
  if (typeof daysLeft !== 'number') return none;
  if (daysLeft === 0) return translate('app.contracts.detail.ends_today');
  return daysLeft > 0
    ? translate('resources.contracts.values.days_left', { smart_count: daysLeft })
    : translate('resources.contracts.values.days_ago', { smart_count: -daysLeft });
};

const alertText = (
  translate: Translate,
  record: ContractRecord,
  alert: 'endAlert' | 'noticeAlert',
): string => {
  const period = periodText(translate, record[`${alert}Amount`], record[`${alert}Unit`]);
  return record[`${alert}Enabled`] === true && period
    ? translate('app.contracts.detail.alert_advance', { period })
    : translate('app.contracts.detail.alert_off');
};

/**
 * What a group shows in its own way, in order, and the section's fields that covers (shown inside
 * another definition, or left out on purpose); the section's other fields follow as they are.
 */
interface Bespoke {
  items: Definition[];
  covers: readonly ContractField[];
}

function bespokeGroups(
  translate: Translate,
  record: ContractRecord,
  offersAsked: boolean,
  declared: (name: ContractField) => Definition,
): Partial<Record<string, Bespoke>> {
  const none = translate('app.contracts.detail.none');
  const fieldLabel = (name: string) => translate(`resources.contracts.fields.${name}`);
  const text = (key: string, label: string, value: ReactNode): Definition => ({
    key,
    label,
    value: value === '' || value == null ? none : value,
  });
  const notice = periodText(translate, record.noticeAmount, record.noticeUnit);
  // No receivers chosen: the owner receives the alerts, so the page names the owner, as such.
  const ownerReceives = isBlank(record.receivers) && !isBlank(record.owner);
  return {
    general: {
      items: [
        declared('number'),
        declared('reference'),
        declared('supplierType'),
        text('status', fieldLabel('status'), <StatusChip status={record.status} />),
      ],
      covers: [],
    },
    people: {
      // The name the server keeps with the contract: no lookup needed.
      items: [
        text('supplier', fieldLabel('supplier'), record.supplierName),
        declared('supplierContact'),
        declared('location'),
        declared('owner'),
        declared('internalContacts'),
        ownerReceives
          ? text(
              'receivers',
              fieldLabel('receivers'),
              <>
                <FieldValue record={record} name="owner" none={none} />{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate('app.contracts.detail.owner_receives')}
                </Typography>
              </>,
            )
          : declared('receivers'),
      ],
      covers: [],
    },
    dates: {
      items: [
        text(
          'startsAt',
          fieldLabel('startsAt'),
          formatLongDate(record.startsAt) || translate('resources.contracts.values.no_start_date'),
        ),
        text('endsAt', fieldLabel('endsAt'), endDateText(translate, record, formatLongDate, 'endsAt')),
        text(
          'currentEndsAt',
          translate('app.contracts.detail.current_ends_at'),
          endDateText(translate, record, formatLongDate),
        ),
        text('daysLeft', fieldLabel('daysLeft'), daysLeftText(translate, record.daysLeft, none)),
        text(
          'noticeAmount',
          fieldLabel('noticeAmount'),
          notice ?? translate('resources.contracts.values.no_notice'),
        ),
        declared('noticeDeadline'),
        text(
          'renewalMonths',
          translate('app.contracts.detail.renewal'),
          typeof record.renewalMonths !== 'number'
            ? translate('resources.contracts.values.no_renewal')
            : // Cancelled or replaced (and then ended): the agreed renewal no longer happens.
              record.status === 'cancelled' || record.status === 'expired'
              ? translate('resources.contracts.values.renewal_ended')
              : translate('resources.contracts.values.renewal', {
                  months: record.renewalMonths,
                  smart_count: record.renewalMonths,
                }),
        ),
        // The opt-in means something only for a type suitable for purchasing advice.
        ...(offersAsked ? [declared('offersOptIn')] : []),
      ],
      covers: ['indefinite', 'noticeUnit', 'offersOptIn'],
    },
    alerts: {
      items: [
        text('endAlert', fieldLabel('endAlertEnabled'), alertText(translate, record, 'endAlert')),
        text('noticeAlert', fieldLabel('noticeAlertEnabled'), alertText(translate, record, 'noticeAlert')),
      ],
      covers: [
        'endAlertEnabled',
        'endAlertAmount',
        'endAlertUnit',
        'noticeAlertEnabled',
        'noticeAlertAmount',
        'noticeAlertUnit',
      ],
    },
    // Shown by the specifications card.
    specifications: { items: [], covers: ['specifications'] },
  };
}

/**
 * The summary's groups: the declaration's sections in order, each with its own definitions and
 * then every other field declared in it; a group with nothing to show (documents, which are rows
 * of their own; specifications, which have their own card) is left out.
 */
function groups(
  translate: Translate,
  record: ContractRecord,
  offersAsked: boolean,
): [string, Definition[]][] {
  const none = translate('app.contracts.detail.none');
  const declared = (name: ContractField): Definition => ({
    key: name,
    label: translate(labelKey(contracts, name)),
    value: <FieldValue record={record} name={name} none={none} />,
    wide: META[name].kind === 'longText',
  });
  const bespoke = bespokeGroups(translate, record, offersAsked, declared);
  return contracts.sections.flatMap((section): [string, Definition[]][] => {
    const items = bespoke[section]?.items ?? [];
    const shown = new Set<string>([...items.map((item) => item.key), ...(bespoke[section]?.covers ?? [])]);
    const rest = fieldsOfSection(contracts, section)
      .filter((name) => !shown.has(name))
      .map(declared);
    const all = [...items, ...rest];
    return all.length > 0 ? [[section, all]] : [];
  });
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
  record: ContractRecord;
  /** The type is suitable for purchasing advice, so the offers opt-in means something. */
  offersAsked: boolean;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  return (
    <PanelCard title={translate('app.contracts.detail.summary')}>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        {groups(translate, record, offersAsked).map(([section, items]) => {
          const title = translate(`resources.contracts.sections.${section}`);
          return (
            <Box key={section} component="section" aria-label={title}>
              <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {title}
                </Typography>
                {canEdit ? (
                  <Tooltip title={translate('app.contracts.detail.edit_section', { section: title })}>
                    <IconButton
                      size="small"
                      component={RouterLink}
                      to={editStepPath(record.id, section)}
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
