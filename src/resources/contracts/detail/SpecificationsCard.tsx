import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/PanelCard';
import type { RecordOf } from '../../../schema/dsl';
import type { ContractRecord } from '../../../schema/resources/contracts';
import type { supplierTypes } from '../../../schema/resources/supplier-types';
import { specificationText } from '../contractText';
import { DefinitionGrid } from './DefinitionGrid';
import { editStepPath } from './SummaryCard';

/** The type's specification fields with this contract's values, each read by its field type. */
export const SpecificationsCard = ({
  record,
  type,
  canEdit,
}: {
  record: ContractRecord;
  /** The contract's supplier type (its fields say how to read each value); undefined while loading. */
  type: RecordOf<typeof supplierTypes> | undefined;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  const values = record.specifications;
  const fields = type?.specificationFields ?? [];
  const fieldTypeOf = (label: string) =>
    fields.find((item) => item.label.toLowerCase() === label.toLowerCase())?.fieldType ?? undefined;
  const title = translate('app.contracts.detail.specifications.title');
  const edit = translate('app.contracts.detail.edit_section', { section: title });
  return (
    <PanelCard
      title={title}
      action={
        canEdit ? (
          <Tooltip title={edit}>
            <IconButton
              size="small"
              component={RouterLink}
              to={editStepPath(record.id, 'specifications')}
              aria-label={edit}
            >
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null
      }
    >
      {values.length === 0 ? (
        <Typography color="text.secondary">
          {translate('app.contracts.detail.specifications.none')}
        </Typography>
      ) : (
        <DefinitionGrid
          columns={2}
          items={values.map((item) => ({
            key: item.label,
            label: item.label,
            value:
              specificationText(translate, fieldTypeOf(item.label), item.value) ||
              translate('app.contracts.detail.none'),
          }))}
        />
      )}
    </PanelCard>
  );
};
