import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { IconButton, Tooltip, Typography } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCard } from '../../../components/PanelCard';
import type { SpecificationValue } from '../../../schema/resources/contract-specifications';
import type { SpecificationField } from '../../../schema/resources/supplier-types';
import { specificationText } from '../contractText';
import { DefinitionGrid } from './DefinitionGrid';
import { editStepPath } from './SummaryCard';

/** The type's specification fields with this contract's values, each read by its field type. */
export const SpecificationsCard = ({
  record,
  type,
  canEdit,
}: {
  record: RaRecord;
  /** The contract's supplier type (its fields say how to read each value); undefined while loading. */
  type: RaRecord | undefined;
  canEdit: boolean;
}) => {
  const translate = useTranslate();
  const values = (record.specifications ?? []) as SpecificationValue[];
  const fields = (type?.specificationFields ?? []) as SpecificationField[];
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
